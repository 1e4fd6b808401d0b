import { encryptCredential } from '../crypto/encrypt-credential';
import type { HttpClient, RequestOptions } from '../http/http-client';
import {
  accessTokenSchema,
  accountStatusSchema,
  authDataSchema,
  captchaSchema,
  deviceTrustSchema,
  passwordChangedSchema,
  phoneBoundSchema,
  phoneVerifiedSchema,
  privacySettingsSchema,
  qrCodeSchema,
  smsSentSchema,
  tokenConfigSchema,
  tokenResourceListSchema,
  unboundSchema,
  vehicleVerifiedSchema,
  type AccessToken,
  type AccountStatus,
  type AuthData,
  type BindingKind,
  type Captcha,
  type DeviceTrust,
  type PasswordChanged,
  type PhoneBound,
  type PhoneVerified,
  type PrivacySettings,
  type PrivacyUpdate,
  type QrCode,
  type SmsSent,
  type TokenConfig,
  type Unbound,
  type VehicleVerified,
} from './dto/account-dto';
import { loginResultSchema, type LoginResult } from './dto/auth-dto';
import type { ResourceItem } from './dto/resource-dto';

/** Account, login extras and security endpoints (server/README.md, "Account, security, help and dictionary"). */

export function getCaptcha(http: HttpClient): Promise<Captcha> {
  return http.get('/oauth/getCode', captchaSchema);
}

/** A login code to a bound phone; the phone is encrypted with the login page's public key. */
export function sendLoginSms(http: HttpClient, publicKeyPem: string, phone: string): Promise<SmsSent> {
  return http.postForm('/oauth/sendLoginSms', smsSentSchema, { phone: encryptCredential(publicKeyPem, phone) });
}

/** Logs in with an SMS code (grantType sms): a session like the password login. */
export function loginWithSms(http: HttpClient, publicKeyPem: string, phone: string, smsCode: string): Promise<LoginResult> {
  return http.postForm('/oauth/v4/token', loginResultSchema, { grantType: 'sms', phone: encryptCredential(publicKeyPem, phone), smsCode });
}

export interface TokenCredentials {
  username: string;
  password: string;
  captcha?: string;
  captchaKey?: string;
}

/** The bearer-token login of third-party pages (`/oauthToken/v4/token`). */
export function requestAccessToken(http: HttpClient, publicKeyPem: string, credentials: TokenCredentials): Promise<AccessToken> {
  return http.postForm('/oauthToken/v4/token', accessTokenSchema, {
    username: encryptCredential(publicKeyPem, credentials.username),
    password: encryptCredential(publicKeyPem, credentials.password),
    captcha: credentials.captcha,
    captchaKey: credentials.captchaKey,
  });
}

/** Token calls put the token in the query (the client's own headers carry the session, not the token). */
export function getTokenConfig(http: HttpClient, accessToken: string): Promise<TokenConfig> {
  return http.get('/oauthToken/getConfig', tokenConfigSchema, { accessToken });
}

export function listTokenResources(http: HttpClient, accessToken: string): Promise<ResourceItem[]> {
  return http.get('/oauthToken/listResource', tokenResourceListSchema, { accessToken });
}

/** Both passwords travel RSA-encrypted, like the login. Other sessions of the user end. */
export function updatePassword(http: HttpClient, publicKeyPem: string, oldPassword: string, newPassword: string): Promise<PasswordChanged> {
  return http.postJson('/car/v1/api/user/updateUserPassword.json', passwordChangedSchema, {
    oldPassword: encryptCredential(publicKeyPem, oldPassword),
    newPassword: encryptCredential(publicKeyPem, newPassword),
  });
}

export function updatePrivacy(http: HttpClient, change: PrivacyUpdate): Promise<PrivacySettings> {
  return http.postJson('/car/v1/api/user/updatePrivacy.json', privacySettingsSchema, change);
}

/** A code to the user's own bound phone, to confirm who is at the keyboard. */
export function sendVerifySms(http: HttpClient): Promise<SmsSent> {
  return http.postJson('/car/v1/api/user/sendSmsCode.json', smsSentSchema, {});
}

export function verifyPhoneCode(http: HttpClient, smsCode: string, fingerprint?: string): Promise<PhoneVerified> {
  return http.postJson('/car/v1/api/user/phoneCodeVerify.json', phoneVerifiedSchema, { smsCode, ...(fingerprint ? { fingerprint } : {}) });
}

/** A code to a phone the user wants to bind for SMS login. */
export function sendBindSms(http: HttpClient, phone: string): Promise<SmsSent> {
  return http.postJson('/car/v1/api/userAuth/sendLoginSms.json', smsSentSchema, { phone });
}

export function bindPhone(http: HttpClient, phone: string, smsCode: string): Promise<PhoneBound> {
  return http.postJson('/car/v1/api/userAuth/phoneAuth.json', phoneBoundSchema, { phone, smsCode });
}

export function getAuthData(http: HttpClient): Promise<AuthData> {
  return http.postJson('/car/v1/api/userAuth/doGetAuthData.json', authDataSchema, {});
}

export function unbind(http: HttpClient, kind: BindingKind): Promise<Unbound> {
  return http.postJson('/car/v1/api/userAuth/delBangDing.json', unboundSchema, { type: kind });
}

export function unbindWechat(http: HttpClient): Promise<Unbound> {
  return http.postJson('/car/v1/api/user/unbindWxRelation.json', unboundSchema, {});
}

/** `fingerprint`: a lower-case hex SHA-256 the page computes from the browser's traits. */
export function checkDeviceTrust(http: HttpClient, fingerprint: string, options?: RequestOptions): Promise<DeviceTrust> {
  return http.get(`/car/v4/api/security/${encodeURIComponent(fingerprint)}.json`, deviceTrustSchema, {}, options);
}

export function checkAccountStatus(http: HttpClient, options?: RequestOptions): Promise<AccountStatus> {
  return http.get('/car/v4/api/account/checkStatus.json', accountStatusSchema, {}, options);
}

export function verifyVehicle(http: HttpClient, plate: string, deviceSuffix: string): Promise<VehicleVerified> {
  return http.postJson('/car/v4/api/vehicle/vehicleVerify.json', vehicleVerifiedSchema, { plate, deviceSuffix });
}

export function generateQrCode(http: HttpClient, content: string, width?: number): Promise<QrCode> {
  return http.get('/car/v4/api/prevent/declare/generateQRCode.json', qrCodeSchema, { content, ...(width ? { width } : {}) });
}
