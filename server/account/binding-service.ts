import type { AuthData, BindingKind, PrivacySettings, Unbound } from '@shared/api/dto/account-dto';
import type { PrivacyUpdate } from '@shared/api/endpoints/account-endpoints';
import type { AuthContext } from '../auth/auth-context';
import { maskPhone } from '../db/user-repository';
import { refuse } from '../http/refusal';
import type { AccountServices } from './account-services';
import { MSG_IDENTITY_REQUIRED, identityConfirmed } from './identity';

export const MSG_NOT_BOUND: Record<BindingKind, string> = { phone: '尚未绑定手机号', wechat: '尚未绑定微信' };

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export interface BindingServiceDeps {
  account: Pick<AccountServices, 'bindings' | 'security' | 'privacy'>;
  now: () => number;
}

/**
 * The security centre's bindings and privacy: what is bound (the WeChat openid never leaves the
 * server), unbinding after a recent SMS verification (identity.ts), privacy settings.
 */
export function createBindingService({ account, now }: BindingServiceDeps) {
  const { bindings, security, privacy } = account;
  return {
    authData(auth: AuthContext): AuthData {
      const list = bindings.list(auth.userId);
      const phone = list.find((binding) => binding.kind === 'phone');
      const wechat = list.find((binding) => binding.kind === 'wechat');
      const until = security.identityVerifiedUntil(auth.userId);
      return {
        phone: {
          bound: phone !== undefined,
          phone: maskPhone(phone?.identifier ?? null),
          verified: phone?.verifiedAt != null,
          verifiedAt: iso(phone?.verifiedAt ?? null),
          boundAt: iso(phone?.boundAt ?? null),
          smsLoginEnabled: phone?.verifiedAt != null,
        },
        wechat: { bound: wechat !== undefined, nickName: wechat?.displayName ?? null, boundAt: iso(wechat?.boundAt ?? null) },
        identityVerifiedUntil: until !== null && until > now() ? iso(until) : null,
        privacy: privacy.get(auth.userId),
      };
    },

    unbind(auth: AuthContext, kind: BindingKind): Unbound {
      if (!bindings.list(auth.userId).some((binding) => binding.kind === kind)) refuse(MSG_NOT_BOUND[kind]);
      if (!identityConfirmed(account, auth.userId, now())) refuse(MSG_IDENTITY_REQUIRED);
      bindings.unbind(auth.userId, kind);
      // an unbound phone can no longer prove who is at the keyboard
      if (kind === 'phone') security.setIdentityVerifiedUntil(auth.userId, null);
      return { kind, unbound: true };
    },

    /** At least one setting: the endpoint's schema refuses an empty change. */
    updatePrivacy(auth: AuthContext, change: PrivacyUpdate): PrivacySettings {
      return privacy.update(auth.userId, change, now());
    },
  };
}
