import { createClient, passwordLogin, requestLoginSms, smsLogin } from './api-client';
import { DEMO_PASSWORD, DEMO_PHONE, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { captchaAnswer, recoverSmsCode } from './data-dir';
import { asString, pick } from './json-read';

/**
 * Row 7: an attacker who knows only `demo`'s phone posts wrong SMS codes to `/oauth/v4/token`
 * (grantType=sms) ten times from its own address; then the real user logs in with the right password
 * from another address, solving a captcha if asked (the script reads the captcha's answer from the
 * database, standing in for a person reading the image). The row fails when that login is refused:
 * wrong SMS codes must not lock the password out. Run last: it may leave `demo` locked.
 */

const ATTACKER_ADDRESS = '127.0.0.7';
const USER_ADDRESS = '127.0.0.77';
const WRONG_TRIES = 10;

async function run(ctx: AttackContext): Promise<RowResult> {
  const sent = await requestLoginSms(ctx.port, DEMO_PHONE, ATTACKER_ADDRESS);
  const real = sent.flag === 1 ? recoverSmsCode(ctx.dataDir, ctx.logFile, DEMO_PHONE, 'login') : null;
  const wrong = real === '000000' ? '111111' : '000000';
  const messages = new Map<string, number>();
  for (let i = 0; i < WRONG_TRIES; i += 1) {
    const { answer } = await smsLogin(ctx.port, DEMO_PHONE, wrong, ATTACKER_ADDRESS);
    messages.set(answer.msg, (messages.get(answer.msg) ?? 0) + 1);
  }
  let login = await passwordLogin(ctx.port, { userName: 'demo', password: DEMO_PASSWORD, localAddress: USER_ADDRESS });
  let captcha = 'not asked';
  if (login.sessionId === null && login.answer.msg.includes('验证码')) {
    const image = await createClient(ctx.port, null, USER_ADDRESS).get('/oauth/getCode');
    const key = asString(pick(image.obj, 'captchaKey'));
    const answer = key ? captchaAnswer(ctx.dataDir, key) : null;
    captcha = answer ? 'asked, solved' : 'asked, could not be read';
    if (key && answer) login = await passwordLogin(ctx.port, { userName: 'demo', password: DEMO_PASSWORD, localAddress: USER_ADDRESS, captcha: { key, answer } });
  }
  const refused = login.sessionId === null;
  const seen = [...messages].map(([msg, count]) => `${msg || '(no msg)'}×${count}`).join(', ');
  return {
    failures: refused ? 1 : 0,
    context: [
      `code request: ${sent.flag === 1 ? 'sent' : sent.msg}`,
      `${WRONG_TRIES} wrong codes: ${seen}`,
      `captcha ${captcha}`,
      `right password afterwards: ${refused ? `refused (${login.answer.msg})` : 'accepted'}`,
    ].join('; '),
  };
}

export const smsLockoutRow: AttackRow = { id: 7, name: 'SMS-login lockout of the password', budgetMs: 60_000, run };
