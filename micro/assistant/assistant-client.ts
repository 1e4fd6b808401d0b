import { assistantStreamEventSchema, conversationSchema, type AssistantStreamEvent, type ChatMessage } from '@shared/api/dto/assistant-dto';
import { FLAG_SESSION_EXPIRED, FLAG_OK } from '@shared/constants/flags';
import type { AssistantConfig } from '@shared/contract/assistant-contract';

/**
 * The widget's calls to the assistant service at `config.baseUrl`, with the session the shell
 * handed over. A separate script from a possibly separate host: plain fetch, no shell client.
 */
export const MSG_SESSION_GONE = '登录已过期，请重新登录后再提问';
export const MSG_NETWORK = '网络异常，回答没有完成，请稍后再试';

function headers(config: AssistantConfig): Record<string, string> {
  return { 'Content-Type': 'application/json;charset=UTF-8', sessionId: config.sessionId };
}

function url(config: AssistantConfig, name: string): string {
  return `${config.baseUrl.replace(/\/+$/, '')}/${name}`;
}

/** The refusal message of an envelope answer (limits, assistant switched off, session gone). */
function envelopeMessage(body: unknown): string {
  if (typeof body !== 'object' || body === null) return MSG_NETWORK;
  const flag: unknown = Reflect.get(body, 'flag');
  const msg: unknown = Reflect.get(body, 'msg');
  if (flag === FLAG_SESSION_EXPIRED) return MSG_SESSION_GONE;
  return typeof msg === 'string' && msg ? msg : MSG_NETWORK;
}

export async function loadConversation(config: AssistantConfig, signal: AbortSignal): Promise<ChatMessage[]> {
  const response = await fetch(url(config, 'getConversation.json'), { headers: headers(config), signal });
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Reflect.get(body, 'flag') !== FLAG_OK) return [];
  const parsed = conversationSchema.safeParse(Reflect.get(body, 'obj'));
  return parsed.success ? parsed.data.messages : [];
}

/** Reads `data:` lines of a server-sent event stream, each a JSON event of the contract. */
function* eventsIn(chunk: string): Generator<AssistantStreamEvent> {
  for (const block of chunk.split('\n\n')) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    if (!data) continue;
    try {
      const parsed = assistantStreamEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) yield parsed.data;
    } catch {
      // a malformed line is skipped; the stream's end still settles the answer
    }
  }
}

/** Asks one question; `onEvent` sees each event as it arrives. Ends with `done` or `error`. */
export async function ask(config: AssistantConfig, question: string, onEvent: (event: AssistantStreamEvent) => void, signal: AbortSignal): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url(config, 'ask.json'), { method: 'POST', headers: headers(config), body: JSON.stringify({ question }), signal });
  } catch {
    if (signal.aborted) return;
    onEvent({ type: 'error', message: MSG_NETWORK });
    return;
  }
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
    onEvent({ type: 'error', message: envelopeMessage(await response.json().catch(() => null)) });
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const end = buffer.lastIndexOf('\n\n');
      if (end < 0) continue;
      for (const event of eventsIn(buffer.slice(0, end))) {
        if (event.type === 'done' || event.type === 'error') finished = true;
        onEvent(event);
      }
      buffer = buffer.slice(end + 2);
    }
  } catch {
    if (signal.aborted) return;
  }
  if (!finished && !signal.aborted) onEvent({ type: 'error', message: MSG_NETWORK });
}
