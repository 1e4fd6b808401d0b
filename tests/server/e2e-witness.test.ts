import type { Captcha } from '@shared/api/dto/account-dto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { DEMO_PASSWORD } from '@server/seed/catalogue';
import { loginFrom, postJson, startWithPublicKeyForFile } from './account-test-kit';
import { getJson } from './helpers';

/** The end-to-end hook: off unless E2E_TEST_HOOKS=1; on, it answers captcha answers and SMS codes the server drew. */
const env = startWithPublicKeyForFile({ e2eTestHooks: true });

describe('the e2e test hook', () => {
  it('is off by default and on only with E2E_TEST_HOOKS=1', () => {
    expect(loadConfig([], {}).e2eTestHooks).toBeUndefined();
    expect(loadConfig([], { E2E_TEST_HOOKS: 'true' }).e2eTestHooks).toBeUndefined();
    expect(loadConfig([], { E2E_TEST_HOOKS: '1' }).e2eTestHooks).toBe(true);
  });

  it('answers the captcha a browser saw, and the answer logs in', async () => {
    const captcha = (await getJson<Captcha>(env.server.app, '/oauth/getCode')).body.obj;
    const answer = (await env.server.app.inject({ method: 'GET', url: `/__e2e__/captcha/${captcha.captchaKey}` })).json<{ answer: string }>().answer;
    expect(answer).toMatch(/^\w{4}$/);
    // three failures make the captcha required for this name
    for (let i = 0; i < 3; i += 1) await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', password: 'wrong-pass-1', ip: '10.9.0.1' });
    const reply = await loginFrom(env.server.app, env.publicKey, { userName: 'demo-sub', password: DEMO_PASSWORD, captcha: answer, captchaKey: captcha.captchaKey, ip: '10.9.0.1' });
    expect(reply.body.flag).toBe(1);
    expect((await env.server.app.inject({ method: 'GET', url: '/__e2e__/captcha/unknown' })).statusCode).toBe(404);
  });

  it('answers the last SMS code sent to a phone', async () => {
    const sent = await postJson(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(env.publicKey, '13800138000') });
    expect(sent.body.flag).toBe(1);
    const code = (await env.server.app.inject({ method: 'GET', url: '/__e2e__/sms/13800138000' })).json<{ code: string }>().code;
    expect(code).toMatch(/^\d{6}$/);
  });
});
