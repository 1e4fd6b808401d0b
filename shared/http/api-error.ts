import { MSG_NETWORK_EXCEPTION } from '../constants/messages';

/**
 * Every way a call can fail, as one typed error (conventions.md). The client throws it; the app
 * that owns the client decides what the user sees.
 * - network: no response (offline, refused, CORS)
 * - timeout: no response within the time-out
 * - aborted: cancelled by the caller
 * - http: a non-2xx status
 * - session-expired: flag 4010
 * - flag: an envelope whose flag is not 1 (or whose code is not 0)
 * - malformed: a body that is not the envelope, or whose payload does not match its type
 * - invalid-request: refused before sending, because it breaks the endpoint's request schema (the
 *   server would refuse it with the same Chinese message)
 */
export type ApiErrorKind = 'network' | 'timeout' | 'aborted' | 'http' | 'session-expired' | 'flag' | 'malformed' | 'invalid-request';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  message?: string | null;
  flag?: number;
  code?: number;
  status?: number;
  /** the raw response body, when there was one */
  body?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly flag: number | undefined;
  readonly code: number | undefined;
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message || MSG_NETWORK_EXCEPTION);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.flag = init.flag;
    this.code = init.code;
    this.status = init.status;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError || (value instanceof Error && value.name === 'ApiError' && 'kind' in value);
}

/**
 * Whatever was thrown, as the typed error every store and component works with: the one
 * normaliser of the apps. An ApiError (also one from another realm) is kept as it is; anything
 * else (a bug, a library's own error) becomes `malformed` with its text, so the UI never has to
 * ask what it got.
 */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  return new ApiError({ kind: 'malformed', message: errorText(error) });
}

/** The text an error toast shows: the error's message if present, otherwise the raw value (product-spec §8). */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object' && 'msg' in error && typeof error.msg === 'string' && error.msg) return error.msg;
  return error === undefined || error === null ? MSG_NETWORK_EXCEPTION : String(error);
}
