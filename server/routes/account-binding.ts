import { BINDING_KINDS, type AuthData, type BindingKind, type PrivacySettings, type Unbound } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { MSG_IDENTITY_REQUIRED, identityConfirmed } from '../account/identity';
import type { AuthContext } from '../auth/auth-context';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { maskPhone } from '../db/user-repository';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_NOT_BOUND: Record<BindingKind, string> = { phone: '尚未绑定手机号', wechat: '尚未绑定微信' };
export const MSG_PRIVACY_EMPTY = '请至少修改一项隐私设置';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

const unbindBody = Type.Object({ type: Type.Union(BINDING_KINDS.map((kind) => Type.Literal(kind))) });
const privacyBody = Type.Object({
  hideLocationFromSubUsers: Type.Optional(Type.Boolean()),
  dataRetentionConsent: Type.Optional(Type.Boolean()),
  trackRetentionDays: Type.Optional(Type.Union([Type.Literal(30), Type.Literal(90), Type.Literal(180), Type.Literal(365)])),
  allowSupportAccess: Type.Optional(Type.Boolean()),
});

/**
 * The security centre's bindings and privacy (`/car/v1/api/userAuth/*`, `/car/v1/api/user/*`): what
 * is bound, unbinding (after a recent SMS verification, see identity.ts), privacy settings.
 */
export function registerAccountBindingRoutes(app: App, ctx: ServerContext): void {
  const unbind = (auth: AuthContext, kind: BindingKind): Envelope<Unbound> | Failure => {
    if (!ctx.account.bindings.list(auth.userId).some((binding) => binding.kind === kind)) return fail(MSG_NOT_BOUND[kind]);
    if (!identityConfirmed(ctx, auth)) return fail(MSG_IDENTITY_REQUIRED);
    ctx.account.bindings.unbind(auth.userId, kind);
    // an unbound phone can no longer prove who is at the keyboard
    if (kind === 'phone') ctx.account.security.setIdentityVerifiedUntil(auth.userId, null);
    return ok({ kind, unbound: true });
  };

  app.post('/car/v1/api/userAuth/doGetAuthData.json', async (request): Promise<Envelope<AuthData>> => {
    const auth = authOf(request);
    const bindings = ctx.account.bindings.list(auth.userId);
    const phone = bindings.find((binding) => binding.kind === 'phone');
    const wechat = bindings.find((binding) => binding.kind === 'wechat');
    const until = ctx.account.security.identityVerifiedUntil(auth.userId);
    return ok({
      phone: {
        bound: phone !== undefined,
        phone: maskPhone(phone?.identifier ?? null),
        verified: phone?.verifiedAt != null,
        verifiedAt: iso(phone?.verifiedAt ?? null),
        boundAt: iso(phone?.boundAt ?? null),
        smsLoginEnabled: phone?.verifiedAt != null,
      },
      wechat: { bound: wechat !== undefined, nickName: wechat?.displayName ?? null, boundAt: iso(wechat?.boundAt ?? null) },
      identityVerifiedUntil: until !== null && until > ctx.config.now() ? iso(until) : null,
      privacy: ctx.account.privacy.get(auth.userId),
    });
  });

  app.post('/car/v1/api/userAuth/delBangDing.json', { schema: { body: unbindBody } }, async (request): Promise<Envelope<Unbound> | Failure> =>
    unbind(authOf(request), request.body.type),
  );

  app.post('/car/v1/api/user/unbindWxRelation.json', async (request): Promise<Envelope<Unbound> | Failure> => unbind(authOf(request), 'wechat'));

  app.post('/car/v1/api/user/updatePrivacy.json', { schema: { body: privacyBody } }, async (request): Promise<Envelope<PrivacySettings> | Failure> => {
    const change = request.body;
    if (Object.values(change).every((value) => value === undefined)) return fail(MSG_PRIVACY_EMPTY);
    return ok(ctx.account.privacy.update(authOf(request).userId, change, ctx.config.now()));
  });
}
