import type { PasswordChanged } from '@shared/api/dto/account-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { updatePasswordEndpoint } from '@shared/api/endpoints/account-endpoints';
import type { AuthContext } from '../auth/auth-context';
import { hashPassword, verifyPassword } from '../auth/password';
import type { LoginKeys } from '../auth/rsa-keys';
import { refuseExpiredSession } from '../auth/session-guard';
import { refuse } from '../http/refusal';
import type { AccountServices } from './account-services';
import { checkNewPassword } from './password-rules';

export const MSG_PASSWORD_DECRYPT_FAILED = '密码信息解密失败，请刷新页面后重试';
export const MSG_OLD_PASSWORD_WRONG = '原密码错误';

export interface PasswordServiceDeps {
  keys: LoginKeys;
  account: Pick<AccountServices, 'security'>;
  now: () => number;
}

/**
 * A password change: the old password is checked, the new one must follow the rules
 * (password-rules.ts). Every other session and bearer token of the user ends; the caller's session
 * (`keepSession`) stays so the page can say "修改成功".
 */
export function createPasswordService({ keys, account, now }: PasswordServiceDeps) {
  return {
    async change(auth: AuthContext, request: ParsedRequestOf<typeof updatePasswordEndpoint>, keepSession: string): Promise<PasswordChanged> {
      const oldPassword = keys.decrypt(request.oldPassword);
      const newPassword = keys.decrypt(request.newPassword);
      if (oldPassword === null || newPassword === null) refuse(MSG_PASSWORD_DECRYPT_FAILED);
      const stored = account.security.passwordHash(auth.userId) ?? refuseExpiredSession();
      if (!(await verifyPassword(oldPassword, stored))) refuse(MSG_OLD_PASSWORD_WRONG);
      checkNewPassword(newPassword, oldPassword);
      const at = now();
      const endedSessions = account.security.changePassword(auth.userId, await hashPassword(newPassword), at, keepSession);
      return { changedAt: new Date(at).toISOString(), endedSessions };
    },
  };
}
