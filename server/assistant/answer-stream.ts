import type { AssistantStreamEvent } from '@shared/api/dto/assistant-dto';
import type { AssistantAnswer } from './assistant-answer';

/** Characters per streamed piece: small enough for the widget to show the answer as it comes. */
export const STREAM_PIECE = 12;

export function sseLine(event: AssistantStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/** The answer as the events the widget reads: text pieces (never splitting a surrogate pair), buttons, done. */
export function answerEvents(answer: AssistantAnswer): AssistantStreamEvent[] {
  const characters = Array.from(answer.text);
  const events: AssistantStreamEvent[] = [];
  for (let at = 0; at < characters.length; at += STREAM_PIECE) {
    events.push({ type: 'delta', text: characters.slice(at, at + STREAM_PIECE).join('') });
  }
  if (answer.actions.length > 0) events.push({ type: 'actions', actions: answer.actions });
  events.push({ type: 'done' });
  return events;
}
