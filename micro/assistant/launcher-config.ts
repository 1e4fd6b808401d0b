import type { AssistantConfig } from '@shared/contract/assistant-contract';

/** What the launcher reads to paint itself, before the chat chunk arrives. */
export type LauncherConfig = Pick<AssistantConfig, 'baseUrl' | 'sessionId' | 'staticUrl' | 'robotHeaderUrl' | 'chatLogo'>;

function text(value: object, key: keyof LauncherConfig): string | null {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : null;
}

/**
 * The launcher's own check, without zod (the first chunk stays small and paints at once): a config
 * with a service address, a session and the three image addresses
 * the launcher reads, or null. The chat chunk parses the whole config with the contract's schema
 * (`parseAssistantConfig`) before it asks or shows anything.
 */
export function launcherConfigOf(value: unknown): LauncherConfig | null {
  if (typeof value !== 'object' || value === null) return null;
  const baseUrl = text(value, 'baseUrl');
  const sessionId = text(value, 'sessionId');
  const staticUrl = text(value, 'staticUrl');
  const robotHeaderUrl = text(value, 'robotHeaderUrl');
  const chatLogo: unknown = Reflect.get(value, 'chatLogo');
  if (!baseUrl || !sessionId || staticUrl === null || robotHeaderUrl === null) return null;
  if (chatLogo !== null && typeof chatLogo !== 'string') return null;
  return { baseUrl, sessionId, staticUrl, robotHeaderUrl, chatLogo };
}
