import type { AccountServices } from './account-services';

/** A phone verification (phoneCodeVerify.json) unlocks unbinding for this long. */
export const IDENTITY_WINDOW_MS = 10 * 60_000;
export const MSG_IDENTITY_REQUIRED = '为了您的账号安全，请先完成手机短信验证';

/** The bound phone of a user, or null. */
export function boundPhoneOf(account: Pick<AccountServices, 'bindings'>, userId: number): string | null {
  return account.bindings.list(userId).find((binding) => binding.kind === 'phone')?.identifier ?? null;
}

/**
 * Sensitive changes (unbinding WeChat or the phone) need a recent SMS verification of the bound
 * phone. A user without a bound phone has nothing to verify with; their live session is the proof.
 */
export function identityConfirmed(account: Pick<AccountServices, 'bindings' | 'security'>, userId: number, now: number): boolean {
  if (boundPhoneOf(account, userId) === null) return true;
  const until = account.security.identityVerifiedUntil(userId);
  return until !== null && until > now;
}
