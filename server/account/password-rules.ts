import { DAY_MS } from '@shared/constants/time';
import { refuse } from '../http/refusal';

/** Password rules of the platform, checked on every change (the login accepts whatever was set before). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** passwords older than this are reported expired by checkStatus; the UI asks for a change */
export const PASSWORD_MAX_AGE_MS = 90 * DAY_MS;
/** a change is "due" this long before expiry */
export const PASSWORD_WARN_MS = 7 * DAY_MS;

export const MSG_PASSWORD_LENGTH = `新密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`;
export const MSG_PASSWORD_CHARSET = '新密码只能包含字母、数字和英文符号，不能包含空格';
export const MSG_PASSWORD_MIX = '新密码须同时包含字母和数字';
export const MSG_PASSWORD_SAME = '新密码不能与原密码相同';

/** Visible ASCII only: what every keyboard and input method can type back reliably. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * Refuses a new password that breaks a rule, naming the first one it breaks. The passwords arrive
 * encrypted, so these rules can only run on the server, after decryption.
 */
export function checkNewPassword(next: string, old: string): void {
  if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX) refuse(MSG_PASSWORD_LENGTH);
  if (!VISIBLE_ASCII.test(next)) refuse(MSG_PASSWORD_CHARSET);
  if (!/[A-Za-z]/.test(next) || !/\d/.test(next)) refuse(MSG_PASSWORD_MIX);
  if (next === old) refuse(MSG_PASSWORD_SAME);
}
