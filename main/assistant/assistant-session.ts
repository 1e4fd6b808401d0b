import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { AssistantHandle, AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { TIP_DOCK_DELAY_MS } from '@shared/contract/assistant-placement';
import { assistantAddresses, assistantConfigFor, type AssistantUser } from './assistant-loading-rule';
import type { TipDock } from './tip-dock';

export interface AssistantSessionDeps {
  /**
   * the user's id and chatLogo, once known: the session starts as soon as the login answer gives a
   * sessionId, so the settings and the script load while the shell still asks for the user
   * (getUser); a login answer that carried them gives them at once
   */
  user: Promise<AssistantUser>;
  sessionId: string;
  fetchSettings: () => Promise<ChatSettings>;
  loadScript: (scriptUrl: string) => Promise<AssistantWidgetApi>;
  /** where the widget's wrapper goes (the page body) */
  target: HTMLElement;
  perform: (action: unknown) => void;
  dock: TipDock;
  /** hidden while the page is one the widget does not belong on (a logged-in visit to the login page) */
  hidden: boolean;
  /** once the launcher has painted, or it is known not to come (no addresses, a failure, stopped) */
  onSettled?: () => void;
}

export interface AssistantSession {
  /** logout, another user: removes the widget and its conversation from the page */
  stop(): void;
  setHidden(hidden: boolean): void;
}

function showWrapper(wrapper: HTMLElement, hidden: boolean): void {
  wrapper.style.display = hidden ? 'none' : '';
}

/**
 * One logged-in user's assistant: asks for the customer's settings, loads the script when both
 * addresses are set, mounts the widget once the user is known and, 1 s later, moves the shell's
 * tips into its wrapper (product-spec §4). It starts with the session (the login answer), so the
 * settings and the script arrive while the shell still loads the user, its resources and the
 * first page; `stop` removes the widget and its conversation from the page and gives the tips
 * back their own place, whatever stage it reached.
 */
export function startAssistantSession(deps: AssistantSessionDeps): AssistantSession {
  let stopped = false;
  let hidden = deps.hidden;
  let handle: AssistantHandle | null = null;
  let dockTimer: ReturnType<typeof setTimeout> | undefined;
  const settled = () => deps.onSettled?.();
  // the frame with the launcher is painted after this frame's callbacks: settle in the next task
  const settleAfterPaint = () => requestAnimationFrame(() => setTimeout(settled, 0));

  const start = async () => {
    const settings = await deps.fetchSettings();
    const addresses = assistantAddresses(true, settings);
    if (stopped || !addresses) {
      settled();
      return;
    }
    const [api, user] = await Promise.all([deps.loadScript(addresses.scriptUrl), deps.user]);
    if (stopped) {
      settled();
      return;
    }
    const config = assistantConfigFor(settings, addresses, user, deps.sessionId);
    const mounted = api.mount(deps.target, config, { perform: deps.perform });
    showWrapper(mounted.wrapper, hidden);
    handle = mounted;
    dockTimer = setTimeout(() => deps.dock.adoptInto(mounted.wrapper), TIP_DOCK_DELAY_MS);
    settleAfterPaint();
  };

  start().catch((error: unknown) => {
    settled();
    // stopped meanwhile (logout, the session ended before the user was known): nothing to report
    if (stopped) return;
    // the assistant is optional: a failure leaves the console as it was
    console.warn('[智能助手] 未加载：', error instanceof Error ? error.message : error);
  });

  return {
    stop() {
      stopped = true;
      settled();
      clearTimeout(dockTimer);
      deps.dock.restore();
      handle?.unmount();
      handle = null;
    },
    setHidden(next) {
      hidden = next;
      if (handle) showWrapper(handle.wrapper, next);
    },
  };
}
