import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { AssistantConfig, AssistantHost } from '@shared/contract/assistant-contract';
import { ChatWidget } from './chat-widget';

/**
 * The chat itself (React and the panel), a chunk of its own: the first chunk (launcher.ts) paints
 * the launcher with plain DOM and loads this one when the user opens the chat (or the page is
 * idle), so the widget's first paint does not wait for React.
 */
export function mountChat(container: HTMLElement, config: AssistantConfig, host: AssistantHost, pageOrigin: string): { unmount(): void } {
  const root = createRoot(container);
  // rendered in this task: the panel replaces the plain launcher in the same frame, no flash
  flushSync(() => root.render(<ChatWidget config={config} host={host} pageOrigin={pageOrigin} initialOpen />));
  return { unmount: () => root.unmount() };
}
