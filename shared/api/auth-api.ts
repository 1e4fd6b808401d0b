import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type { AccessToken, Captcha, SmsSent, TokenConfig } from './dto/account-dto';
import type { LoginPageConfig, LoginResult } from './dto/auth-dto';
import type { ResourceItem } from './dto/resource-dto';
import {
  captchaEndpoint,
  loginEndpoint,
  loginPageEndpoint,
  logoutEndpoint,
  sendLoginSmsEndpoint,
  tokenConfigEndpoint,
  tokenLoginEndpoint,
  tokenResourcesEndpoint,
  type LoginPageQuery,
} from './endpoints/auth-endpoints';

/** Login, logout and the login extras (server/README.md, "Account, security, help and dictionary"). */

export function getLoginPage(http: HttpClient, query: LoginPageQuery = {}, options?: RequestOptions): Promise<LoginPageConfig> {
  return callEndpoint(http, loginPageEndpoint, query, options);
}

/** What the person types; the functions below encrypt it before it leaves the browser. */
export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

/** jsencrypt (with its big-integer maths) loads with the first login, not with every page. */
async function encrypter(publicKeyPem: string): Promise<(value: string) => string> {
  const { encryptCredential } = await import('../crypto/encrypt-credential');
  return (value) => encryptCredential(publicKeyPem, value);
}

/**
 * Logs in with the password grant. Username and password are encrypted with the login page's
 * public key before they leave the browser; the clear password is never in the request.
 */
export async function login(http: HttpClient, publicKeyPem: string, credentials: Credentials): Promise<LoginResult> {
  const encrypt = await encrypter(publicKeyPem);
  return callEndpoint(http, loginEndpoint, {
    username: encrypt(credentials.username),
    password: encrypt(credentials.password),
    grantType: 'password',
    captcha: credentials.captcha,
    captchaKey: credentials.captchaKey,
  });
}

/** A captcha's key and what the person read from its image. */
export interface CaptchaAnswer {
  captcha: string;
  captchaKey: string;
}

/**
 * Logs in with an SMS code (grantType sms): a session like the password login. After repeated wrong
 * codes for the phone (or from this client: the login page's `smsCaptchaRequired`) the server answers
 * 请输入验证码; the next try then carries a captcha.
 */
export async function loginWithSms(http: HttpClient, publicKeyPem: string, phone: string, smsCode: string, captcha?: CaptchaAnswer): Promise<LoginResult> {
  const encrypt = await encrypter(publicKeyPem);
  return callEndpoint(http, loginEndpoint, { grantType: 'sms', phone: encrypt(phone), smsCode, captcha: captcha?.captcha, captchaKey: captcha?.captchaKey });
}

/** A login code to a bound phone; the phone is encrypted with the login page's public key. */
export async function sendLoginSms(http: HttpClient, publicKeyPem: string, phone: string): Promise<SmsSent> {
  const encrypt = await encrypter(publicKeyPem);
  return callEndpoint(http, sendLoginSmsEndpoint, { phone: encrypt(phone) });
}

export function getCaptcha(http: HttpClient, options?: RequestOptions): Promise<Captcha> {
  return callEndpoint(http, captchaEndpoint, {}, options);
}

export function logout(http: HttpClient): Promise<null> {
  return callEndpoint(http, logoutEndpoint, {});
}

/** The bearer-token login of third-party pages (`/oauthToken/v4/token`). */
export async function requestAccessToken(http: HttpClient, publicKeyPem: string, credentials: Credentials): Promise<AccessToken> {
  const encrypt = await encrypter(publicKeyPem);
  return callEndpoint(http, tokenLoginEndpoint, {
    username: encrypt(credentials.username),
    password: encrypt(credentials.password),
    captcha: credentials.captcha,
    captchaKey: credentials.captchaKey,
  });
}

/** Token calls put the token in the query (the client's own headers carry the session, not the token). */
export function getTokenConfig(http: HttpClient, accessToken: string, options?: RequestOptions): Promise<TokenConfig> {
  return callEndpoint(http, tokenConfigEndpoint, { accessToken }, options);
}

export function listTokenResources(http: HttpClient, accessToken: string, options?: RequestOptions): Promise<ResourceItem[]> {
  return callEndpoint(http, tokenResourcesEndpoint, { accessToken }, options);
}
