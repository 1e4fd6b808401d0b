import { encryptCredential } from '../crypto/encrypt-credential';
import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint } from './call-endpoint';
import type {
  AccountStatus,
  AuthData,
  BindingKind,
  DeviceTrust,
  PasswordChanged,
  PhoneBound,
  PhoneVerified,
  PrivacySettings,
  QrCode,
  SmsSent,
  Unbound,
  VehicleVerified,
} from './dto/account-dto';
import {
  authDataEndpoint,
  bindPhoneEndpoint,
  sendBindSmsEndpoint,
  sendVerifySmsEndpoint,
  unbindEndpoint,
  unbindWechatEndpoint,
  updatePasswordEndpoint,
  updatePrivacyEndpoint,
  verifyPhoneCodeEndpoint,
  type PrivacyUpdate,
} from './endpoints/account-endpoints';
import { accountStatusEndpoint, deviceTrustEndpoint, qrCodeEndpoint, verifyVehicleEndpoint } from './endpoints/security-endpoints';

/** The logged-in user's account and security endpoints (server/README.md, "Account, security, help and dictionary"). */

/** Both passwords travel RSA-encrypted, like the login. Other sessions of the user end. */
export async function updatePassword(http: HttpClient, publicKeyPem: string, oldPassword: string, newPassword: string): Promise<PasswordChanged> {
  return callEndpoint(http, updatePasswordEndpoint, {
    oldPassword: encryptCredential(publicKeyPem, oldPassword),
    newPassword: encryptCredential(publicKeyPem, newPassword),
  });
}

export function updatePrivacy(http: HttpClient, change: PrivacyUpdate): Promise<PrivacySettings> {
  return callEndpoint(http, updatePrivacyEndpoint, change);
}

/** A code to the user's own bound phone, to confirm who is at the keyboard. */
export function sendVerifySms(http: HttpClient): Promise<SmsSent> {
  return callEndpoint(http, sendVerifySmsEndpoint, {});
}

export function verifyPhoneCode(http: HttpClient, smsCode: string, fingerprint?: string): Promise<PhoneVerified> {
  return callEndpoint(http, verifyPhoneCodeEndpoint, { smsCode, ...(fingerprint ? { fingerprint } : {}) });
}

/** A code to a phone the user wants to bind for SMS login. */
export function sendBindSms(http: HttpClient, phone: string): Promise<SmsSent> {
  return callEndpoint(http, sendBindSmsEndpoint, { phone });
}

export function bindPhone(http: HttpClient, phone: string, smsCode: string): Promise<PhoneBound> {
  return callEndpoint(http, bindPhoneEndpoint, { phone, smsCode });
}

export function getAuthData(http: HttpClient, options?: RequestOptions): Promise<AuthData> {
  return callEndpoint(http, authDataEndpoint, {}, options);
}

export function unbind(http: HttpClient, kind: BindingKind): Promise<Unbound> {
  return callEndpoint(http, unbindEndpoint, { type: kind });
}

export function unbindWechat(http: HttpClient): Promise<Unbound> {
  return callEndpoint(http, unbindWechatEndpoint, {});
}

/** `fingerprint`: a hex SHA-256 the page computes from the browser's traits; it travels in the path. */
export function checkDeviceTrust(http: HttpClient, fingerprint: string, options?: RequestOptions): Promise<DeviceTrust> {
  return callEndpoint(http, deviceTrustEndpoint, { hash: fingerprint }, options);
}

export function checkAccountStatus(http: HttpClient, options?: RequestOptions): Promise<AccountStatus> {
  return callEndpoint(http, accountStatusEndpoint, {}, options);
}

export function verifyVehicle(http: HttpClient, plate: string, deviceSuffix: string): Promise<VehicleVerified> {
  return callEndpoint(http, verifyVehicleEndpoint, { plate, deviceSuffix });
}

export function generateQrCode(http: HttpClient, content: string, width?: number, options?: RequestOptions): Promise<QrCode> {
  return callEndpoint(http, qrCodeEndpoint, { content, ...(width ? { width } : {}) }, options);
}
