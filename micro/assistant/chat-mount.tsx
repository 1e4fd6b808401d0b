import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseAssistantConfig, type AssistantHost } from '@shared/contract/assistant-contract';
import { ChatWidget } from './chat-widget';
import { MSG_BAD_CONFIG } from './widget-messages';

/**
 * The chat itself (React and the panel), a chunk of its own: the first chunk (launcher.ts) paints
 * the launcher with plain DOM and loads this one when the user opens the chat (or the page is
 * idle), so the widget's first paint does not wait for React.
 */
export function mountChat(container: HTMLElement, rawConfig: unknown, host: AssistantHost, pageOrigin: string): { unmount(): void } {
  // the launcher only checked what it paints with: the whole config is parsed here, before any use
  const config = parseAssistantConfig(rawConfig);
  if (!config) throw new Error(MSG_BAD_CONFIG);
  const root = createRoot(container);
  // rendered in this task: the panel replaces the plain launcher in the same frame, no flash
  flushSync(() => root.render(<ChatWidget config={config} host={host} pageOrigin={pageOrigin} initialOpen />));
  return { unmount: () => root.unmount() };
}
