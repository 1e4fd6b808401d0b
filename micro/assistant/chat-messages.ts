import type { ChatMessage, AssistantAction, AssistantStreamEvent } from '@shared/api/dto/assistant-dto';

/** A message as the widget shows it; `pending` while its answer is still streaming. */
export interface WidgetMessage {
  id: number;
  role: 'user' | 'assistant';
  text: string;
  actions: AssistantAction[];
  pending: boolean;
  error: string | null;
}

let nextId = 1;

export function newMessage(role: WidgetMessage['role'], text: string, pending = false): WidgetMessage {
  return { id: nextId++, role, text, actions: [], pending, error: null };
}

export function fromHistory(messages: readonly ChatMessage[]): WidgetMessage[] {
  return messages.map((message) => ({ ...newMessage(message.role, message.text), actions: message.actions }));
}

/** One streamed event applied to the answer it belongs to. */
export function applyEvent(message: WidgetMessage, event: AssistantStreamEvent): WidgetMessage {
  switch (event.type) {
    case 'delta':
      return { ...message, text: message.text + event.text };
    case 'actions':
      return { ...message, actions: [...message.actions, ...event.actions] };
    case 'done':
      return { ...message, pending: false };
    case 'error':
      return { ...message, pending: false, error: event.message };
  }
}
