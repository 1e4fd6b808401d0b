import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import * as z from 'zod/mini';
import { checkedTarget, MSG_PROVIDER_UNRESOLVED, ProviderAddressError, type ProviderAddressPolicy } from './provider-address';

/**
 * A minimal client of an OpenAI-compatible chat service (`POST {url}/chat/completions`), with
 * function calling. Only what the assistant needs: no streaming from the provider (the answer is
 * streamed to the widget by the service), the address rule on every call, a time limit, a size
 * limit, and a strict reading of the reply.
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

/** The whole call, connection to last byte; a provider slower than this is treated as failed. */
export const PROVIDER_TIMEOUT_MS = 20_000;
/** A chat reply is a few KB; anything beyond this is not one (and is not read into memory). */
export const PROVIDER_RESPONSE_MAX_BYTES = 1024 * 1024;

/**
 * One POST to the provider through the address rule (provider-address.ts): the host is resolved
 * and checked right before connecting, and the connection goes to exactly the checked address (a
 * DNS answer that changes between check and connect cannot slip through). No redirects are
 * followed, the whole exchange has a time limit and the body a size limit.
 */
export async function postToProvider(rawUrl: string, headers: Record<string, string>, body: string, policy: ProviderAddressPolicy): Promise<{ status: number; text: string }> {
  const { url, addresses } = await checkedTarget(rawUrl, policy);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    const first = entries[0];
    if (options.all) callback(null, entries);
    else if (first) callback(null, first.address, first.family);
    else callback(new ProviderAddressError(MSG_PROVIDER_UNRESOLVED), '', 0);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.destroy();
          reject(new Error(`provider redirected (HTTP ${status}); redirects are not followed`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > PROVIDER_RESPONSE_MAX_BYTES) {
            response.destroy();
            reject(new Error(`provider answer larger than ${PROVIDER_RESPONSE_MAX_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export async function callProvider(
  settings: ProviderSettings,
  messages: readonly ProviderMessage[],
  tools: readonly ProviderTool[],
  policy: ProviderAddressPolicy,
): Promise<ProviderReply> {
  const response = await postToProvider(
    `${settings.url.replace(/\/+$/, '')}/chat/completions`,
    { 'Content-Type': 'application/json', ...(settings.key ? { Authorization: `Bearer ${settings.key}` } : {}) },
    JSON.stringify({ model: settings.model, messages, tools, stream: false }),
    policy,
  );
  if (response.status < 200 || response.status >= 300) throw new Error(`provider answered HTTP ${response.status}`);
  const reply = replySchema.parse(JSON.parse(response.text));
  const message = reply.choices[0]?.message;
  return { content: message?.content ?? null, toolCalls: message?.tool_calls ?? [] };
}
