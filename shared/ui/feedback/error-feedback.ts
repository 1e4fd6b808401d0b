import { errorText, type ApiError } from '../../http/api-error';

/**
 * What the user sees for an error (product-spec §4, §8), decided in one switch over the error
 * kinds (like ant-design-pro's requestErrorConfig):
 * - `none`: nothing (the caller cancelled it on purpose);
 * - `session`: the app's session path (the shell's one 会话已过期 dialog; a hosted sub-app asks
 *   the shell for it);
 * - `toast`: one product toast with the server's msg, or the raw value (§8).
 */
export type ErrorFeedback = { kind: 'none' } | { kind: 'session' } | { kind: 'toast'; text: string };

export function decideErrorFeedback(error: ApiError): ErrorFeedback {
  switch (error.kind) {
    case 'aborted':
      return { kind: 'none' };
    case 'session-expired':
      return { kind: 'session' };
    case 'network':
    case 'timeout':
    case 'http':
    case 'flag':
    case 'malformed':
    case 'invalid-request':
      return { kind: 'toast', text: errorText(error) };
    default:
      return unknownKind(error.kind);
  }
}

/** A new kind of ApiError must be decided above: this stops the build until it is. */
function unknownKind(kind: never): ErrorFeedback {
  return { kind: 'toast', text: String(kind) };
}
