import type { AuthContext } from '../auth/auth-context';
import type { ServerContext } from '../context';

/** A phone verification (phoneCodeVerify.json) unlocks unbinding for this long. */
export const IDENTITY_WINDOW_MS = 10 * 60_000;
export const MSG_IDENTITY_REQUIRED = '为了您的账号安全，请先完成手机短信验证';

/**
 * Sensitive changes (unbinding WeChat or the phone) need a recent SMS verification of the bound
 * phone. A user without a bound phone has nothing to verify with; their live session is the proof.
 */
export function identityConfirmed(ctx: Pick<ServerContext, 'account' | 'config'>, auth: AuthContext): boolean {
  const hasPhone = ctx.account.bindings.list(auth.userId).some((binding) => binding.kind === 'phone');
  if (!hasPhone) return true;
  const until = ctx.account.security.identityVerifiedUntil(auth.userId);
  return until !== null && until > ctx.config.now();
}
