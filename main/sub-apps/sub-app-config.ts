import type { SubAppEntry } from '@shared/api/dto/platform-dto';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { routeSegmentOf } from '../stores/systems-store';
import { nativeAsyncChunks, type NativeChunksPlugin } from './native-async-chunks';
import { createSubAppFetch } from './sub-app-fetch';
import { SubAppHealth, type SubAppLifecycles } from './sub-app-health';
import { StageHosts } from './stage-hosts';

/**
 * The options preloadApp and startApp must share exactly (wujie-notes.md: name, replace, fetch,
 * alive and degrade identical, or the preloaded sandbox is thrown away). Built in one place and
 * cached per sub-app, so the props object (and its functions) never changes either:
 * wujie ignores later props changes. The lifecycles report to the registry's `health`, so a
 * failure during the preload is known when the view starts the app.
 */
export interface SubAppConfig extends SubAppLifecycles {
  name: string;
  url: string;
  alive: true;
  degrade: false;
  /** see sub-app-fetch.ts: an entry answering an HTTP error must not be cached as an empty page */
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** see native-async-chunks.ts: while shown, the app's lazy chunks load as plain scripts in wujie's iframe */
  plugins: NativeChunksPlugin[];
  props: SubAppProps;
}

export interface SubAppConfigContext {
  /** dev builds use developmentEntry, production builds productionEntry */
  dev: boolean;
  /** page origin that relative entries resolve against */
  origin: string;
  /** base address sub-apps call the API with; empty = same origin */
  baseUrl: string;
  /** navigates the shell's router */
  navigate: (path: string) => void;
  /** the shell's session path: a sub-app's 4010 opens the shell's one dialog */
  reportSessionExpired: () => void;
  /** the shell's address now (path and query), what a shown app's `shownPath` answers from; default the page's */
  location?: () => { pathname: string; search: string };
}

/** The app's inner path in a shell address under its route base (`/car/alarm?x=1` → `/alarm?x=1`); null for another app's address. */
export function innerPathIn(routeBase: string, { pathname, search }: { pathname: string; search: string }): string | null {
  if (pathname !== routeBase && !pathname.startsWith(`${routeBase}/`)) return null;
  return `${pathname.slice(routeBase.length) || '/'}${search}`;
}

export function entryUrl(entry: SubAppEntry, context: Pick<SubAppConfigContext, 'dev' | 'origin'>): string {
  const raw = context.dev ? entry.developmentEntry || entry.productionEntry : entry.productionEntry;
  return new URL(raw, context.origin).href;
}

export class SubAppConfigRegistry {
  private readonly cache = new Map<string, SubAppConfig>();
  /** what went wrong with each sub-app's sandbox (wujie's startApp does not always say) */
  readonly health = new SubAppHealth();
  /** which permanent host is shown (sub-app-stage.tsx, instant-switch.ts) */
  readonly stage = new StageHosts();
  private navigate: (path: string) => void;
  /** the apps a view shows at this moment (a preloaded app is not among them until opened) */
  private readonly shown = new Set<string>();
  /** waiting for the moment no view shows an app (the idle preloads: preload-sub-app.ts) */
  private readonly noneShownWaiters = new Set<() => void>();

  constructor(private readonly context: SubAppConfigContext) {
    this.navigate = context.navigate;
  }

  /** The router exists after the registry; late binding keeps every props.navigateShell stable. */
  bindNavigate(navigate: (path: string) => void): void {
    this.navigate = navigate;
  }

  /** A view shows the app (or stopped showing it): what `props.isShown` answers from now on. */
  setShown(systemId: string, shown: boolean): void {
    if (shown) this.shown.add(systemId);
    else this.shown.delete(systemId);
    if (this.shown.size > 0) return;
    const waiters = [...this.noneShownWaiters];
    this.noneShownWaiters.clear();
    waiters.forEach((run) => run());
  }

  /** Whether a view shows some sub-app now (rather than one of the shell's own pages). */
  anyShown(): boolean {
    return this.shown.size > 0;
  }

  /** Runs `run` once no view shows a sub-app: at once if none does now. Returns the cancel function. */
  whenNoneShown(run: () => void): () => void {
    if (this.shown.size === 0) {
      run();
      return () => {};
    }
    this.noneShownWaiters.add(run);
    return () => {
      this.noneShownWaiters.delete(run);
    };
  }

  configFor(entry: SubAppEntry): SubAppConfig {
    const url = entryUrl(entry, this.context);
    const cached = this.cache.get(entry.systemId);
    if (cached && cached.url === url) return cached;
    const config: SubAppConfig = {
      name: entry.systemId,
      url,
      alive: true,
      degrade: false,
      fetch: createSubAppFetch(url),
      plugins: [nativeAsyncChunks(() => this.shown.has(entry.systemId))],
      props: {
        contractVersion: CONTRACT_VERSION,
        platformId: entry.platformId,
        baseUrl: this.context.baseUrl,
        routeBase: `/${routeSegmentOf(entry)}`,
        navigateShell: (path: string) => this.navigate(path),
        reportSessionExpired: () => this.context.reportSessionExpired(),
        isShown: () => this.shown.has(entry.systemId),
        shownPath: () => (this.shown.has(entry.systemId) ? innerPathIn(`/${routeSegmentOf(entry)}`, (this.context.location ?? (() => window.location))()) : null),
      },
      ...this.health.lifecyclesFor(entry.systemId),
    };
    this.cache.set(entry.systemId, config);
    return config;
  }
}
