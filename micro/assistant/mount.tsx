import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import {
  ASSISTANT_RIGHT_OFFSET_PX,
  parseAssistantConfig,
  type AssistantHandle,
  type AssistantHost,
  type AssistantWidgetApi,
} from '@shared/contract/assistant-contract';
import { ChatWidget } from './chat-widget';

export const MSG_BAD_CONFIG = '智能助手配置不完整，未加载';

/** Above the shell's page and drawers, below antd's modals (1000) so a dialog it opens covers it. */
const WRAPPER_Z_INDEX = 999;

/**
 * Mounts the widget into `target`: a fixed chat wrapper 30 px from the right (product-spec §9),
 * with the panel and launcher in it. The wrapper itself is a plain block (the shell may hide it
 * with `display: none` and moves its tips in above the chat). The config is parsed here too: the widget is the shell's
 * guest, but it does not trust what any page hands it.
 */
export function mountAssistant(target: HTMLElement, rawConfig: unknown, host: AssistantHost): AssistantHandle {
  const config = parseAssistantConfig(rawConfig);
  if (!config) throw new Error(MSG_BAD_CONFIG);
  const wrapper = document.createElement('div');
  wrapper.dataset.assistantWrapper = '';
  Object.assign(wrapper.style, {
    position: 'fixed',
    right: `${ASSISTANT_RIGHT_OFFSET_PX}px`,
    bottom: '24px',
    zIndex: String(WRAPPER_Z_INDEX),
  });
  const rootElement = document.createElement('div');
  rootElement.style.display = 'flex';
  rootElement.style.flexDirection = 'column';
  rootElement.style.alignItems = 'flex-end';
  rootElement.style.marginTop = '8px';
  wrapper.append(rootElement);
  target.append(wrapper);
  const root = createRoot(rootElement);
  // the first render in this task: the launcher is on screen with the next frame, not after whatever
  // else the page has queued (the console's preload runs at the same time after login)
  flushSync(() => root.render(<ChatWidget config={config} host={host} pageOrigin={window.location.origin} />));
  return {
    wrapper,
    unmount() {
      root.unmount();
      wrapper.remove();
    },
  };
}

export const assistantWidget: AssistantWidgetApi = { mount: mountAssistant };
