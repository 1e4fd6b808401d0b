import type * as z from 'zod/mini';

/**
 * How a request travels (product-spec §7): `query` is a GET with a query string, `form` a POST
 * form-encoded, `json` a POST with a JSON body, `path` a GET whose fields are segments of the path
 * (`/car/v4/api/security/:hash.json`).
 */
export type RequestEncoding = 'query' | 'form' | 'json' | 'path';

/**
 * One endpoint of the HTTP contract, declared once: the client function calls it
 * (`callEndpoint`), the reference server validates with the same request schema (`serve`), and the
 * contract tests parse the server's answers with the same response schema. Limits (lengths, ranges,
 * enums) therefore live in one place.
 *
 * `response` describes `obj` of a successful envelope. Endpoints that answer a file or an image
 * rather than the envelope say so with `answers: 'file'`; their response schema describes the
 * envelope a refusal carries (`z.unknown()`).
 */
export interface Endpoint<Request extends z.ZodMiniType = z.ZodMiniType, Response extends z.ZodMiniType = z.ZodMiniType> {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly encoding: RequestEncoding;
  readonly request: Request;
  readonly response: Response;
  readonly answers?: 'envelope' | 'file';
  /**
   * The menu or button ids (product-spec §6) of which the caller's role must hold at least one, the
   * same ids the UI guards the page or button with. The server checks them before the handler runs;
   * absent: any logged-in user (or anyone, on public endpoints).
   */
  readonly permission?: readonly string[];
}

export function defineEndpoint<Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  endpoint: Endpoint<Request, Response>,
): Endpoint<Request, Response> {
  return endpoint;
}

/** What a caller passes (before defaults and trimming). */
export type RequestOf<E extends Endpoint> = z.input<E['request']>;
/** What a server handler receives: the request after parsing. */
export type ParsedRequestOf<E extends Endpoint> = z.output<E['request']>;
/** What `obj` holds on success. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
