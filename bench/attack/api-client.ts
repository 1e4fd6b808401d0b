import { encryptCredential } from '@shared/crypto/encrypt-credential';
import { httpCall, type HttpAnswer, type HttpOptions } from './http-client';
import { asNumber, asString, parseJson, pick } from './json-read';

/** An answer of the JSON API: the raw HTTP answer plus the envelope's fields when the body is one. */
export interface ApiAnswer extends HttpAnswer {
  json: unknown;
  /** null when the body is not an envelope */
  flag: number | null;
  msg: string;
  obj: unknown;
}

function toApiAnswer(answer: HttpAnswer): ApiAnswer {
  const json = parseJson(answer.body.toString('utf8'));
  return { ...answer, json, flag: asNumber(pick(json, 'flag')), msg: asString(pick(json, 'msg')) ?? '', obj: pick(json, 'obj') };
}

export type QueryValues = Record<string, string | number | boolean>;

export function queryString(values: QueryValues): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A caller of the API: a session (or none) and a source address. */
export interface ApiClient {
  readonly port: number;
  readonly sessionId: string | null;
  readonly localAddress: string | undefined;
  get(path: string, query?: QueryValues, options?: HttpOptions): Promise<ApiAnswer>;
  postJson(path: string, body: unknown, options?: HttpOptions): Promise<ApiAnswer>;
  postForm(path: string, fields: Record<string, string>, options?: HttpOptions): Promise<ApiAnswer>;
  /** any method, body and content type, as given */
  send(path: string, options: HttpOptions): Promise<ApiAnswer>;
}

export function createClient(port: number, sessionId: string | null = null, localAddress?: string): ApiClient {
  const baseHeaders = (): Record<string, string> => (sessionId ? { sessionId, platformId: '8' } : {});
  const call = async (path: string, options: HttpOptions): Promise<ApiAnswer> =>
    toApiAnswer(await httpCall(port, path, { ...options, headers: { ...baseHeaders(), ...options.headers }, ...(localAddress ? { localAddress } : {}) }));
  return {
    port,
    sessionId,
    localAddress,
    get: (path, query = {}, options = {}) => call(`${path}${queryString(query)}`, { ...options, method: 'GET' }),
    postJson: (path, body, options = {}) =>
      call(path, { ...options, method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json;charset=UTF-8', ...options.headers } }),
    postForm: (path, fields, options = {}) =>
      call(path, { ...options, method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers } }),
    send: (path, options) => call(path, options),
  };
}

export async function loginPublicKey(port: number, localAddress?: string): Promise<string> {
  const page = await createClient(port, null, localAddress).get('/oauth/loginPage');
  const key = asString(pick(page.obj, 'publicKey'));
  if (!key) throw new Error(`no public key from /oauth/loginPage (HTTP ${page.status})`);
  return key;
}

export interface LoginResult {
  answer: ApiAnswer;
  sessionId: string | null;
}

export interface PasswordLogin {
  userName: string;
  password: string;
  localAddress?: string;
  captcha?: { key: string; answer: string };
  /** `/oauthToken/v4/token` answers a bearer token instead of a session */
  path?: string;
}

/** The login page's flow: RSA-encrypt both fields with the page's key, post the form. */
export async function passwordLogin(port: number, login: PasswordLogin): Promise<LoginResult> {
  const key = await loginPublicKey(port, login.localAddress);
  const fields: Record<string, string> = {
    username: encryptCredential(key, login.userName),
    password: encryptCredential(key, login.password),
    ...(login.captcha ? { captcha: login.captcha.answer, captchaKey: login.captcha.key } : {}),
  };
  const answer = await createClient(port, null, login.localAddress).postForm(login.path ?? '/oauth/v4/token', fields);
  return { answer, sessionId: asString(pick(answer.obj, 'sessionId')) };
}

/** A session for a demo user, or an error naming the server's answer. */
export async function sessionFor(port: number, userName: string, password: string): Promise<ApiClient> {
  const { answer, sessionId } = await passwordLogin(port, { userName, password });
  if (!sessionId) throw new Error(`login of ${userName} failed: ${answer.msg || `HTTP ${answer.status}`}`);
  return createClient(port, sessionId);
}

export async function smsLogin(port: number, phone: string, smsCode: string, localAddress?: string): Promise<LoginResult> {
  const key = await loginPublicKey(port, localAddress);
  const answer = await createClient(port, null, localAddress).postForm('/oauth/v4/token', {
    grantType: 'sms',
    phone: encryptCredential(key, phone),
    smsCode,
  });
  return { answer, sessionId: asString(pick(answer.obj, 'sessionId')) };
}

/** `/oauth/sendLoginSms`: the phone travels RSA-encrypted like the login's user name. */
export async function requestLoginSms(port: number, phone: string, localAddress?: string): Promise<ApiAnswer> {
  const key = await loginPublicKey(port, localAddress);
  return createClient(port, null, localAddress).postForm('/oauth/sendLoginSms', { phone: encryptCredential(key, phone) });
}
