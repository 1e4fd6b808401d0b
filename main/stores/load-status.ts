import { ApiError } from '@shared/http/api-error';

/** Every store that loads something says where it is with one of these, plus a typed error. */
export type LoadStatus = 'idle' | 'loading' | 'error';

/** Whatever was thrown, as the typed error the UI knows how to show. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ kind: 'malformed', message: error instanceof Error ? error.message : String(error) });
}
