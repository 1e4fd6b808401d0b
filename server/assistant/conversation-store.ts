import type { ChatMessage } from '@shared/api/dto/assistant-dto';

/** Messages kept per user; older ones fall off (a chat history, not an archive). */
export const CONVERSATION_MAX = 50;

/**
 * Each user's conversation, in memory: kept across page loads and logins while the server runs,
 * never shared between users (keyed by the session's user, not by anything the client sends).
 */
export function createConversationStore(max = CONVERSATION_MAX) {
  const byUser = new Map<number, ChatMessage[]>();
  return {
    list(userId: number): ChatMessage[] {
      return [...(byUser.get(userId) ?? [])];
    },
    add(userId: number, message: ChatMessage): void {
      const messages = byUser.get(userId) ?? [];
      messages.push(message);
      if (messages.length > max) messages.splice(0, messages.length - max);
      byUser.set(userId, messages);
    },
    clear(userId: number): number {
      const count = byUser.get(userId)?.length ?? 0;
      byUser.delete(userId);
      return count;
    },
  };
}

export type ConversationStore = ReturnType<typeof createConversationStore>;
