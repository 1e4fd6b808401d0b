import { createHash } from 'node:crypto';

/**
 * SHA-256 hex of a session id or bearer token: how both are stored. Must match the hashing of
 * session-repository.ts, which keeps its own copy private; the password change uses this one to
 * spare the caller's own session while ending the others.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
