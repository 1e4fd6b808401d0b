import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { encryptCredential } from '@shared/crypto/encrypt-credential';
import type { ServerConfig } from '@server/config';
import type { App } from '@server/http/app-types';
import type { SmsMessage, SmsSender } from '@server/sms/sms-sender';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD, getJson, startTestServer, type JsonReply, type TestServer } from './helpers';

/** Helpers of the account, security, help and dictionary tests (kept apart from the shared helpers.ts). */

/** An SMS sender that keeps every message, so a test can read the code a user would receive. */
export interface RecordingSender extends SmsSender {
  sent: SmsMessage[];
  /** the newest code sent to the phone; fails the test when none was */
  lastCode(phone: string): string;
}

export function recordingSender(): RecordingSender {
  const sent: SmsMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastCode(phone) {
      const message = sent.filter((item) => item.phone === phone).at(-1);
      if (!message) throw new Error(`no SMS was sent to ${phone}`);
      return message.code;
    },
  };
}

export async function publicKeyOf(app: App): Promise<string> {
  return (await getJson<LoginPageConfig>(app, '/oauth/loginPage')).body.obj.publicKey;
}

export interface ServerWithPublicKey {
  server: TestServer;
  publicKey: string;
}

/** startTestServer() and its login public key before the file's tests, close() after them; the fields are set once its beforeAll has run. */
export function startWithPublicKeyForFile(overrides: Partial<ServerConfig> = {}): ServerWithPublicKey {
  const env = {} as ServerWithPublicKey;
  beforeAll(async () => {
    env.server = await startTestServer(overrides);
    env.publicKey = await publicKeyOf(env.server.app);
  });
  afterAll(() => env.server.close());
  return env;
}

export interface PostOptions {
  sessionId?: string;
  /** the client address the server sees (login failures are counted per client) */
  ip?: string;
  headers?: Record<string, string>;
}

/** POST JSON (or nothing when body is undefined) with the product's headers. */
export async function postJson<T>(app: App, url: string, body: unknown, options: PostOptions = {}): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: {
      authorization: '',
      platformId: '0',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export async function getAs<T>(app: App, url: string, options: PostOptions = {}): Promise<JsonReply<T>> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: '', platformId: '0', ...(options.sessionId === undefined ? {} : { sessionId: options.sessionId }), ...options.headers },
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
  return { status: response.statusCode, body: response.json<Envelope<T>>() };
}

export interface LoginFields {
  userName: string;
  password?: string;
  captcha?: string;
  captchaKey?: string;
  ip?: string;
  url?: string;
}

/** A password login from a chosen client address, with an optional captcha. */
export async function loginFrom<T = LoginResult>(app: App, publicKey: string, fields: LoginFields): Promise<JsonReply<T>> {
  return postJson<T>(
    app,
    fields.url ?? '/oauth/v4/token',
    {
      username: encryptCredential(publicKey, fields.userName),
      password: encryptCredential(publicKey, fields.password ?? DEMO_PASSWORD),
      ...(fields.captcha === undefined ? {} : { captcha: fields.captcha }),
      ...(fields.captchaKey === undefined ? {} : { captchaKey: fields.captchaKey }),
    },
    fields.ip ? { ip: fields.ip } : {},
  );
}

/**
 * Records each captcha's answer as the server draws it (`config.captchaWitness`): the test plays the
 * person reading the image. The database holds only a hash of the answer.
 */
export interface RecordingCaptchas {
  witness: (captchaKey: string, answer: string) => void;
  /** the answer of a captcha issued by the server; fails the test when it issued none with that key */
  answerOf(captchaKey: string): string;
}

export function recordingCaptchas(): RecordingCaptchas {
  const answers = new Map<string, string>();
  return {
    witness: (captchaKey, answer) => void answers.set(captchaKey, answer),
    answerOf(captchaKey) {
      const answer = answers.get(captchaKey);
      if (answer === undefined) throw new Error(`no captcha ${captchaKey} was issued`);
      return answer;
    },
  };
}

export interface SmsLoginFields {
  phone: string;
  smsCode: string;
  captcha?: string;
  captchaKey?: string;
  ip?: string;
}

/** An SMS-code login (grantType=sms) from a chosen client address, with an optional captcha. */
export async function smsLoginFrom<T = LoginResult>(app: App, publicKey: string, fields: SmsLoginFields): Promise<JsonReply<T>> {
  return postJson<T>(
    app,
    '/oauth/v4/token',
    {
      grantType: 'sms',
      phone: encryptCredential(publicKey, fields.phone),
      smsCode: fields.smsCode,
      ...(fields.captcha === undefined ? {} : { captcha: fields.captcha }),
      ...(fields.captchaKey === undefined ? {} : { captchaKey: fields.captchaKey }),
    },
    fields.ip ? { ip: fields.ip } : {},
  );
}

export const DEMO_PHONE = '13800138000';
export const SUB_PHONE = '13900139000';
export const MISSING_SESSION = { flag: 4010, msg: '登录超时，请重新登录' };
