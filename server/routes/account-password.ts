import type { PasswordChanged } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { Type } from 'typebox';
import { passwordProblem } from '../account/password-rules';
import { hashPassword, verifyPassword } from '../auth/password';
import { authOf, sessionTokenOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { App } from '../http/app-types';
import { fail, ok, sessionExpired, type Failure } from '../http/envelope';

export const MSG_PASSWORD_DECRYPT_FAILED = '密码信息解密失败，请刷新页面后重试';
export const MSG_OLD_PASSWORD_WRONG = '原密码错误';

/** Both passwords RSA-encrypted with the login page's public key (jsencrypt), like the login form. */
const encrypted = Type.String({ minLength: 1, maxLength: 2048 });
const passwordBody = Type.Object({ oldPassword: encrypted, newPassword: encrypted });

/**
 * `POST /car/v1/api/user/updateUserPassword.json` (JSON): the old password is checked, the new one
 * must follow the rules (password-rules.ts). Every other session and bearer token of the user ends;
 * the caller's session stays so the page can say "修改成功".
 */
export function registerAccountPasswordRoutes(app: App, ctx: ServerContext): void {
  app.post('/car/v1/api/user/updateUserPassword.json', { schema: { body: passwordBody } }, async (request): Promise<Envelope<PasswordChanged> | Failure> => {
    const auth = authOf(request);
    const oldPassword = ctx.keys.decrypt(request.body.oldPassword);
    const newPassword = ctx.keys.decrypt(request.body.newPassword);
    if (oldPassword === null || newPassword === null) return fail(MSG_PASSWORD_DECRYPT_FAILED);
    const stored = ctx.account.security.passwordHash(auth.userId);
    if (stored === null) return sessionExpired();
    if (!(await verifyPassword(oldPassword, stored))) return fail(MSG_OLD_PASSWORD_WRONG);
    const problem = passwordProblem(newPassword, oldPassword);
    if (problem) return fail(problem);
    const now = ctx.config.now();
    const endedSessions = ctx.account.security.changePassword(auth.userId, await hashPassword(newPassword), now, sessionTokenOf(request));
    request.log.info({ userId: auth.userId, endedSessions }, 'password changed');
    return ok({ changedAt: new Date(now).toISOString(), endedSessions });
  });
}
