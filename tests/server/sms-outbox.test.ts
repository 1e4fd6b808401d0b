import { chmodSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SmsSent } from '@shared/api/dto/account-dto';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { createOutboxSmsSender } from '@server/sms/outbox-sms-sender';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PHONE, loginFrom, postJson, startWithPublicKeyForFile } from './account-test-kit';
import { TEST_EPOCH, getJson, tempDir } from './helpers';

/**
 * This build has no SMS gateway: codes go to `sms-outbox.log` in the data directory (readable by the
 * server's user only), never to the server log, whatever its level. The server here runs with the
 * default sender and logs everything (trace) into `logged`.
 */
const logged: string[] = [];
const env = startWithPublicKeyForFile({ logLevel: 'trace', logDestination: { write: (line: string) => void logged.push(line) } });

const outboxOf = (dataDir: string) => join(dataDir, 'sms-outbox.log');
const outboxLines = () => readFileSync(outboxOf(env.server.dataDir), 'utf8').trimEnd().split('\n');

/** the newest code the outbox shows for a phone and purpose (a line: time, phone, purpose, code, validity) */
function codeFromOutbox(phone: string, purpose: string): string {
  const line = outboxLines().filter((text) => text.includes(`\t${phone}\t${purpose}\t`)).at(-1);
  const code = line?.split('\t')[3];
  if (!code) throw new Error(`no ${purpose} code for ${phone} in the outbox`);
  return code;
}

/** how often the code stands alone in the log (not inside a longer number, a timestamp or an id) */
function occurrences(text: string, code: string): number {
  return (text.match(new RegExp(`(?<![\\w.-])${code}(?![\\w.-])`, 'g')) ?? []).length;
}

describe('SMS codes of this build', { timeout: 30_000 }, () => {
  it('writes a login code to sms-outbox.log (mode 0600) and never to the server log, at any level', async () => {
    const sent = await postJson<SmsSent>(env.server.app, '/oauth/sendLoginSms', { phone: encryptCredential(env.publicKey, DEMO_PHONE) });
    expect(sent.body.flag).toBe(1);
    expect(statSync(outboxOf(env.server.dataDir)).mode & 0o777).toBe(0o600);
    expect(outboxLines().at(-1)).toMatch(new RegExp(`^${new Date(TEST_EPOCH).toISOString()}\\t${DEMO_PHONE}\\t登录\\t\\d{6}\\t5 分钟内有效$`));
    const code = codeFromOutbox(DEMO_PHONE, '登录');

    const login = await postJson<LoginResult>(env.server.app, '/oauth/v4/token', { grantType: 'sms', phone: encryptCredential(env.publicKey, DEMO_PHONE), smsCode: code });
    expect(login.body.flag).toBe(1);
    expect((await getJson<UserInfo>(env.server.app, '/car/v1/api/user/getUser.json', login.body.obj.sessionId)).body.obj.userName).toBe('demo');

    const log = logged.join('');
    // the capture works: trace shows every request line
    expect(log).toContain('/oauth/sendLoginSms');
    expect(occurrences(log, code)).toBe(0);
    expect(log).not.toContain('smsCode');
  });

  it('writes the identity-check code of a logged-in user there too', async () => {
    const session = await loginFrom<LoginResult>(env.server.app, env.publicKey, { userName: 'demo' });
    env.server.clock.advance(60_000);
    expect((await postJson(env.server.app, '/car/v1/api/user/sendSmsCode.json', undefined, { sessionId: session.body.obj.sessionId })).body.flag).toBe(1);
    const code = codeFromOutbox(DEMO_PHONE, '身份验证');
    expect(occurrences(logged.join(''), code)).toBe(0);
  });
});

describe('the outbox sender', () => {
  const dir = tempDir('sms-outbox-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('makes an outbox left readable by others private before writing a code to it', async () => {
    writeFileSync(outboxOf(dir), '', { mode: 0o644 });
    chmodSync(outboxOf(dir), 0o644);
    const log = {} as FastifyBaseLogger;
    await createOutboxSmsSender(dir, () => TEST_EPOCH).send({ phone: DEMO_PHONE, purpose: 'bind', code: '482913', expiresIn: 300 }, log);
    expect(statSync(outboxOf(dir)).mode & 0o777).toBe(0o600);
    expect(readFileSync(outboxOf(dir), 'utf8')).toBe(`${new Date(TEST_EPOCH).toISOString()}\t${DEMO_PHONE}\t绑定手机\t482913\t5 分钟内有效\n`);
  });
});
