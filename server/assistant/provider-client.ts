import * as z from 'zod/mini';

/**
 * A minimal client of an OpenAI-compatible chat service (`POST {url}/chat/completions`), with
 * function calling. Only what the assistant needs: no streaming from the provider (the answer is
 * streamed to the widget by the service), a time limit, and a strict reading of the reply.
 */
export interface ProviderSettings {
  url: string;
  model: string;
  key: string | null;
}

export type ProviderMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ProviderToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ProviderToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ProviderTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const replySchema = z.object({
  choices: z.array(
    z.object({
      message: z.object({
        content: z.optional(z.nullable(z.string())),
        tool_calls: z.optional(
          z.array(z.object({ id: z.string(), type: z.literal('function'), function: z.object({ name: z.string(), arguments: z.string() }) })),
        ),
      }),
    }),
  ).check(z.minLength(1)),
});

export interface ProviderReply {
  content: string | null;
  toolCalls: ProviderToolCall[];
}

export const PROVIDER_TIMEOUT_MS = 20_000;

export async function callProvider(
  settings: ProviderSettings,
  messages: readonly ProviderMessage[],
  tools: readonly ProviderTool[],
  fetchImpl: typeof fetch = fetch,
): Promise<ProviderReply> {
  const response = await fetchImpl(`${settings.url.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}) },
    body: JSON.stringify({ model: settings.model, messages, tools, stream: false }),
    signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`provider answered HTTP ${response.status}`);
  const reply = replySchema.parse(await response.json());
  const message = reply.choices[0]?.message;
  return { content: message?.content ?? null, toolCalls: message?.tool_calls ?? [] };
}
