import type { AssistantHandle, AssistantHost, AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { ASSISTANT_RIGHT_OFFSET_PX } from '@shared/contract/assistant-placement';
import { allowedOrigins, allowedUrl } from './allowed-url';
import type * as ChatMount from './chat-mount';
import { launcherConfigOf } from './launcher-config';
import { MSG_BAD_CONFIG, MSG_CHAT_LOAD_FAILED } from './widget-messages';
import { launcherIconStyle, launcherStyle } from './widget-styles';

/** Above the shell's page and drawers, below antd's modals (1000) so a dialog it opens covers it. */
const WRAPPER_Z_INDEX = 999;

type ChatChunk = typeof ChatMount;
let chatChunk: Promise<ChatChunk> | null = null;

/** The chat chunk, fetched once (a failed fetch may be retried by the next click). */
function loadChat(): Promise<ChatChunk> {
  chatChunk ??= import('./chat-mount').catch((error: unknown) => {
    chatChunk = null;
    throw error;
  });
  return chatChunk;
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
  else setTimeout(run, 0);
}

function launcherButton(avatar: string | null): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', '打开智能助手');
  button.setAttribute('aria-expanded', 'false');
  Object.assign(button.style, launcherStyle);
  if (avatar) {
    const icon = document.createElement('img');
    icon.src = avatar;
    icon.alt = '';
    Object.assign(icon.style, launcherIconStyle);
    button.append(icon);
  }
  const label = document.createElement('span');
  // the visible label is part of the accessible name (WCAG 2.5.3); the bot's own name titles the panel
  label.textContent = '智能助手';
  button.append(label);
  return button;
}

/**
 * Mounts the widget into `target`: a fixed chat wrapper 30 px from the right (product-spec §9)
 * with the launcher in it, painted with plain DOM in this first, small chunk. The chat (React,
 * the panel, the markup) is another chunk, loaded when the launcher is used, or earlier when the
 * pointer or focus reaches it or the page is idle, so opening is instant as a rule. The wrapper
 * itself is a plain block (the shell may hide it with `display: none` and moves its tips in above
 * the chat). The config is checked here too: the widget is the shell's guest, but it does not
 * trust what any page hands it. This chunk checks what the launcher reads (no zod: evaluating it
 * was most of this script's cost before the first paint); the chat chunk parses the whole config
 * with the contract's schema before it is used, and refuses to open on a bad one.
 */
export function mountAssistant(target: HTMLElement, rawConfig: unknown, host: AssistantHost): AssistantHandle {
  const config = launcherConfigOf(rawConfig);
  if (!config) throw new Error(MSG_BAD_CONFIG);
  const pageOrigin = window.location.origin;
  const wrapper = document.createElement('div');
  wrapper.dataset.assistantWrapper = '';
  Object.assign(wrapper.style, {
    position: 'fixed',
    right: `${ASSISTANT_RIGHT_OFFSET_PX}px`,
    bottom: '24px',
    zIndex: String(WRAPPER_Z_INDEX),
  });
  const rootElement = document.createElement('div');
  Object.assign(rootElement.style, { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', marginTop: '8px' });
  const avatar = allowedUrl(config.chatLogo ?? config.robotHeaderUrl, pageOrigin, allowedOrigins(pageOrigin, [config.staticUrl, config.baseUrl]));
  const launcher = launcherButton(avatar);
  rootElement.append(launcher);
  wrapper.append(rootElement);
  target.append(wrapper);

  let removed = false;
  let chat: { unmount(): void } | null = null;
  const open = () => {
    launcher.setAttribute('aria-busy', 'true');
    loadChat()
      .then(({ mountChat }) => {
        if (removed || chat) return;
        const hadFocus = document.activeElement === launcher;
        launcher.remove();
        chat = mountChat(rootElement, rawConfig, host, pageOrigin);
        // keep the keyboard where it was: on the (now React) launcher, which closes the panel again
        if (hadFocus) rootElement.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
      })
      .catch((error: unknown) => {
        launcher.removeAttribute('aria-busy');
        launcher.title = error instanceof Error && error.message === MSG_BAD_CONFIG ? MSG_BAD_CONFIG : MSG_CHAT_LOAD_FAILED;
      });
  };
  const warm = () => void loadChat().catch(() => undefined);
  launcher.addEventListener('click', open);
  launcher.addEventListener('pointerenter', warm, { once: true });
  launcher.addEventListener('focus', warm, { once: true });
  whenIdle(warm);

  return {
    wrapper,
    unmount() {
      removed = true;
      chat?.unmount();
      chat = null;
      wrapper.remove();
    },
  };
}

export const assistantWidget: AssistantWidgetApi = { mount: mountAssistant };
