import { DAY_MS } from '@shared/constants/time';
import { passwordRuleBroken } from '@shared/api/validation/password-rules';
import { refuse } from '../http/refusal';

/** passwords older than this are reported expired by checkStatus; the UI asks for a change */
export const PASSWORD_MAX_AGE_MS = 90 * DAY_MS;
/** a change is "due" this long before expiry */
export const PASSWORD_WARN_MS = 7 * DAY_MS;

/**
 * Refuses a new password that breaks a rule (shared/api/validation/password-rules.ts, which the
 * security centre's form checks too), naming the first one it breaks.
 */
export function checkNewPassword(next: string, old: string): void {
  const broken = passwordRuleBroken(next, old);
  if (broken) refuse(broken);
}
