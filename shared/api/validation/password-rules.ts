/**
 * Password rules of the platform, checked on every change (the login accepts whatever was set
 * before). The passwords travel encrypted, so the server checks them after decryption; the form
 * checks the same rules, with the same messages, before encrypting.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;

export const MSG_PASSWORD_LENGTH = `新密码长度须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 位`;
export const MSG_PASSWORD_CHARSET = '新密码只能包含字母、数字和英文符号，不能包含空格';
export const MSG_PASSWORD_MIX = '新密码须同时包含字母和数字';
export const MSG_PASSWORD_SAME = '新密码不能与原密码相同';

/** Visible ASCII only: what every keyboard and input method can type back reliably. */
const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The first rule a new password breaks, as its message; null when it keeps them all. */
export function passwordRuleBroken(next: string, old: string): string | null {
  if (next.length < PASSWORD_MIN || next.length > PASSWORD_MAX) return MSG_PASSWORD_LENGTH;
  if (!VISIBLE_ASCII.test(next)) return MSG_PASSWORD_CHARSET;
  if (!/[A-Za-z]/.test(next) || !/\d/.test(next)) return MSG_PASSWORD_MIX;
  if (next === old) return MSG_PASSWORD_SAME;
  return null;
}
