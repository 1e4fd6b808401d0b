import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client';
import { loginPageConfigSchema, loginResultSchema, type LoginPageConfig, type LoginResult } from './dto/auth-dto';

export function getLoginPage(http: HttpClient): Promise<LoginPageConfig> {
  return http.get('/oauth/loginPage', loginPageConfigSchema);
}

export interface Credentials {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

/**
 * Logs in with the password grant. Username and password are encrypted with the login page's
 * public key before they leave the browser; the clear password is never in the request.
 */
export async function login(http: HttpClient, publicKeyPem: string, credentials: Credentials): Promise<LoginResult> {
  // jsencrypt (with its big-integer maths) loads with the first login, not with every page
  const { encryptCredential } = await import('../crypto/encrypt-credential');
  return http.postForm('/oauth/v4/token', loginResultSchema, {
    username: encryptCredential(publicKeyPem, credentials.username),
    password: encryptCredential(publicKeyPem, credentials.password),
    grantType: 'password',
    captcha: credentials.captcha,
    captchaKey: credentials.captchaKey,
  });
}

export function logout(http: HttpClient): Promise<unknown> {
  return http.get('/oauth/logout', z.unknown());
}
