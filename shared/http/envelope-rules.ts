import type * as z from 'zod/mini';
import { envelopeSchema } from '../api/dto/envelope';
import { FLAG_OK, FLAG_SESSION_EXPIRED } from '../constants/flags';
import { MSG_LOGIN_TIMEOUT, MSG_MALFORMED_RESPONSE } from '../constants/messages';
import { ApiError } from './api-error';

/**
 * The spec's success rules (product-spec §5, §7, §8) applied to one response body:
 * - no flag: rejected (only spreadsheet downloads may lack it, and they never reach here);
 * - `code` present and not 0: failure;
 * - flag 4010: login timed out;
 * - flag other than 1: failure with the server's message;
 * - otherwise the payload must match its type.
 */
export function unwrapEnvelope<T>(body: unknown, payload: z.ZodMiniType<T>): T {
  const parsed = envelopeSchema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({ kind: 'malformed', message: MSG_MALFORMED_RESPONSE, body });
  }
  const { flag, msg, obj, code } = parsed.data;
  if (flag === FLAG_SESSION_EXPIRED) {
    throw new ApiError({ kind: 'session-expired', flag, message: MSG_LOGIN_TIMEOUT, body });
  }
  if (code !== undefined && code !== null && code !== 0) {
    throw new ApiError({ kind: 'flag', flag, code, message: msg, body });
  }
  if (flag !== FLAG_OK) {
    throw new ApiError({ kind: 'flag', flag, message: msg, body });
  }
  const decoded = payload.safeParse(obj);
  if (!decoded.success) {
    throw new ApiError({ kind: 'malformed', flag, message: MSG_MALFORMED_RESPONSE, body });
  }
  return decoded.data;
}
