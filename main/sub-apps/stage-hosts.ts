/**
 * Which permanent sub-app host is shown (sub-app-stage.tsx), set on the hosts' elements directly
 * rather than through React: a warm switch to an alive app shows it inside the click, the moment
 * the router starts the navigation (instant-switch.ts), instead of after the guard, the router's
 * transition and React's render of the whole shell (issue 12: two frames late). React never
 * renders these two style properties, so its later render of the same state changes nothing.
 */
export class StageHosts {
  private readonly hosts = new Map<string, HTMLElement>();
  /** started apps: only these can be shown before the router has settled */
  private readonly started = new Set<string>();
  /** the shell address each app was last shown at (pathname + search) */
  private readonly addresses = new Map<string, string>();
  private shownId: string | null = null;
  /** shown ahead of the router: the settled address decides again */
  private ahead = false;

  /** A host element appeared (or left, with null); it takes the current state at once. */
  register(systemId: string, host: HTMLElement | null): void {
    if (host) {
      this.hosts.set(systemId, host);
      applyShown(host, systemId === this.shownId);
    } else {
      this.hosts.delete(systemId);
      this.started.delete(systemId);
    }
  }

  markStarted(systemId: string, started: boolean): void {
    if (started) this.started.add(systemId);
    else this.started.delete(systemId);
  }

  /** The app has a host with a running app: showing it needs nothing but this class's show. */
  canShowAtOnce(systemId: string): boolean {
    return this.hosts.has(systemId) && this.started.has(systemId);
  }

  /** The settled state (the router's committed address): the app shown, or none. */
  show(systemId: string | null): void {
    this.ahead = false;
    this.apply(systemId);
  }

  /** Shown ahead of the router's commit (a navigation to an alive app has just started). */
  showAhead(systemId: string): void {
    this.ahead = true;
    this.apply(systemId);
  }

  /** Whether a show ahead of the router waits for the router to settle. */
  isAhead(): boolean {
    return this.ahead;
  }

  get shown(): string | null {
    return this.shownId;
  }

  rememberAddress(systemId: string, address: string): void {
    this.addresses.set(systemId, address);
  }

  /** Where the app was when the user last saw it (its own navigation moves the shell's address). */
  lastAddress(systemId: string): string | undefined {
    return this.addresses.get(systemId);
  }

  private apply(systemId: string | null): void {
    if (systemId === this.shownId) return;
    const previous = this.shownId === null ? undefined : this.hosts.get(this.shownId);
    const next = systemId === null ? undefined : this.hosts.get(systemId);
    this.shownId = systemId;
    // the newly shown one first: the browser lays out only the one shown
    if (next) applyShown(next, true);
    if (previous) applyShown(previous, false);
  }
}

/**
 * Hidden: content-visibility keeps the app's style and layout (display: none would drop them, and
 * showing it again would style and lay out the whole app) while skipping its rendering,
 * hit-testing and focus; below the page's own content, so the empty box takes no click from the
 * shell's pages. Not `visibility: hidden`: it is inherited, so each show and hide restyles every
 * element of the app (measured: ~20 ms of style a switch, against ~2 ms here).
 */
function applyShown(host: HTMLElement, shown: boolean): void {
  host.style.contentVisibility = shown ? 'visible' : 'hidden';
  host.style.zIndex = shown ? '0' : '-1';
}
