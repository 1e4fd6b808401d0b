import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { TIP_DOCK_DELAY_MS, type AssistantHandle, type AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { assistantAddresses, assistantConfigFor } from './assistant-loading-rule';
import type { TipDock } from './tip-dock';

export interface AssistantSessionDeps {
  user: UserInfo;
  sessionId: string;
  fetchSettings: () => Promise<ChatSettings>;
  loadScript: (scriptUrl: string) => Promise<AssistantWidgetApi>;
  /** where the widget's wrapper goes (the page body) */
  target: HTMLElement;
  perform: (action: unknown) => void;
  dock: TipDock;
}

/**
 * One logged-in user's assistant: asks for the customer's settings, loads the script when both
 * addresses are set, mounts the widget and, 1 s later, moves the shell's tips into its wrapper
 * (product-spec §4). The returned stop (logout, another user) removes the widget and its
 * conversation from the page and gives the tips back their own place, whatever stage it reached.
 */
export function startAssistantSession(deps: AssistantSessionDeps): () => void {
  let stopped = false;
  let handle: AssistantHandle | null = null;
  let dockTimer: ReturnType<typeof setTimeout> | undefined;

  const start = async () => {
    const settings = await deps.fetchSettings();
    const addresses = assistantAddresses(true, settings);
    if (stopped || !addresses) return;
    const api = await deps.loadScript(addresses.scriptUrl);
    if (stopped) return;
    const config = assistantConfigFor(settings, addresses, deps.user, deps.sessionId);
    const mounted = api.mount(deps.target, config, { perform: deps.perform });
    handle = mounted;
    dockTimer = setTimeout(() => deps.dock.adoptInto(mounted.wrapper), TIP_DOCK_DELAY_MS);
  };

  start().catch((error: unknown) => {
    // the assistant is optional: a failure leaves the console as it was
    console.warn('[智能助手] 未加载：', error instanceof Error ? error.message : error);
  });

  return () => {
    stopped = true;
    clearTimeout(dockTimer);
    deps.dock.restore();
    handle?.unmount();
    handle = null;
  };
}
