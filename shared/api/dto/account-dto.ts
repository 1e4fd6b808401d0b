import * as z from 'zod/mini';
import { resourceListSchema } from './resource-dto';

/** `GET /oauth/getCode`: a captcha image (SVG data URL) and the key to send back with the answer. */
export const captchaSchema = z.object({
  captchaKey: z.string(),
  /** `data:image/svg+xml;base64,...`, usable as an <img> src */
  image: z.string(),
  /** seconds until the answer expires */
  expiresIn: z.number(),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** Any "send an SMS code" endpoint: where it went (masked) and the timers the page shows. */
export const smsSentSchema = z.object({
  /** '138****8000' */
  phone: z.string(),
  /** seconds the code stays valid (300) */
  expiresIn: z.number(),
  /** seconds before another code may be requested (60) */
  resendAfter: z.number(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;

/** `POST /oauthToken/v4/token`: a bearer token for third-party pages (fixed lifetime, not sliding). */
export const accessTokenSchema = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Bearer'),
  /** seconds */
  expiresIn: z.number(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** `GET /oauthToken/getConfig`: what a third-party page needs to greet the user and brand itself. */
export const tokenConfigSchema = z.object({
  user: z.object({
    userId: z.number(),
    userName: z.string(),
    nickName: z.string(),
    userType: z.enum(['operator', 'sub']),
    customerName: z.string(),
  }),
  branding: z.object({ title: z.string(), iconUrl: z.string() }),
  /** ISO time the token stops working */
  tokenExpiresAt: z.string(),
});
export type TokenConfig = z.infer<typeof tokenConfigSchema>;

/** `GET /oauthToken/listResource`: the role's resources, flat (as /car/v1/api/resource/list.json). */
export const tokenResourceListSchema = resourceListSchema;

/** `POST /car/v1/api/user/phoneCodeVerify.json`: a phone check that unlocks sensitive changes for a while. */
export const phoneVerifiedSchema = z.object({
  verified: z.literal(true),
  /** ISO time until which unbinding and similar changes need no new code */
  verifiedUntil: z.string(),
  /** the device fingerprint marked trusted by this verification, when one was sent */
  trustedFingerprint: z.nullable(z.string()),
});
export type PhoneVerified = z.infer<typeof phoneVerifiedSchema>;

/** The choices of how long track history is kept, in days. */
export const TRACK_RETENTION_DAYS = [30, 90, 180, 365] as const;

/** Privacy settings of one user (`updatePrivacy.json` answers them, `doGetAuthData.json` includes them). */
export const privacySettingsSchema = z.object({
  /** sub-users see the vehicles of this operator without exact positions (district only) */
  hideLocationFromSubUsers: z.boolean(),
  /** consent to keep track history for `trackRetentionDays` */
  dataRetentionConsent: z.boolean(),
  trackRetentionDays: z.literal(TRACK_RETENTION_DAYS),
  /** platform support may open this account's data to help with a ticket */
  allowSupportAccess: z.boolean(),
  updatedAt: z.nullable(z.string()),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

/** `POST /car/v1/api/userAuth/doGetAuthData.json`: the security centre's bindings panel. */
export const authDataSchema = z.object({
  phone: z.object({
    bound: z.boolean(),
    /** masked: '138****8000' */
    phone: z.nullable(z.string()),
    verified: z.boolean(),
    verifiedAt: z.nullable(z.string()),
    boundAt: z.nullable(z.string()),
    /** SMS-code login works with this phone */
    smsLoginEnabled: z.boolean(),
  }),
  wechat: z.object({
    bound: z.boolean(),
    nickName: z.nullable(z.string()),
    boundAt: z.nullable(z.string()),
  }),
  /** a recent phone verification allows unbinding until this ISO time; null when none */
  identityVerifiedUntil: z.nullable(z.string()),
  privacy: privacySettingsSchema,
});
export type AuthData = z.infer<typeof authDataSchema>;

export const BINDING_KINDS = ['phone', 'wechat'] as const;
export type BindingKind = (typeof BINDING_KINDS)[number];

/** `unbindWxRelation.json` / `delBangDing.json`: which binding is gone. */
export const unboundSchema = z.object({ kind: z.enum(BINDING_KINDS), unbound: z.literal(true) });
export type Unbound = z.infer<typeof unboundSchema>;

/** `POST /car/v1/api/userAuth/phoneAuth.json`: the phone now bound (and usable for SMS login). */
export const phoneBoundSchema = z.object({ phone: z.string(), verifiedAt: z.string() });
export type PhoneBound = z.infer<typeof phoneBoundSchema>;

/** `POST /car/v1/api/user/updateUserPassword.json`: other sessions were ended. */
export const passwordChangedSchema = z.object({
  changedAt: z.string(),
  /** how many other sessions and bearer tokens of the user were ended */
  endedSessions: z.number(),
});
export type PasswordChanged = z.infer<typeof passwordChangedSchema>;

/** `GET /car/v4/api/account/checkStatus.json`. */
export const accountStatusSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  status: z.enum(['active', 'locked']),
  /** ISO time a temporary lock ends; null when not locked */
  lockedUntil: z.nullable(z.string()),
  /** failed logins since the last success (within the counting window) */
  recentFailures: z.number(),
  passwordChangedAt: z.string(),
  passwordExpiresAt: z.string(),
  passwordExpired: z.boolean(),
  /** expired, or expiring within 7 days: the UI asks for a change */
  passwordChangeDue: z.boolean(),
  lastLoginTime: z.nullable(z.string()),
  lastLoginIp: z.nullable(z.string()),
  /** the successful login before the last one: "上次登录" when the last one is this session */
  previousLoginTime: z.nullable(z.string()),
  previousLoginIp: z.nullable(z.string()),
});
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** `GET /car/v4/api/security/{hash}.json`: is this browser (fingerprint hash) known and trusted? */
export const deviceTrustSchema = z.object({
  fingerprint: z.string(),
  trusted: z.boolean(),
  /** true the first time this user is seen with this fingerprint */
  firstSeen: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** untrusted: verify by SMS (sendSmsCode + phoneCodeVerify with this fingerprint) */
  verifyRequired: z.boolean(),
});
export type DeviceTrust = z.infer<typeof deviceTrustSchema>;

/** `POST /car/v4/api/vehicle/vehicleVerify.json`: plate + last 6 of the device number match a vehicle the caller may operate. */
export const vehicleVerifiedSchema = z.object({
  verified: z.literal(true),
  vehicleId: z.number(),
  plate: z.string(),
  groupName: z.string(),
});
export type VehicleVerified = z.infer<typeof vehicleVerifiedSchema>;

/** `GET /car/v4/api/prevent/declare/generateQRCode.json`: a PNG QR code as a data URL. */
export const qrCodeSchema = z.object({
  content: z.string(),
  /** `data:image/png;base64,...` */
  dataUrl: z.string(),
  width: z.number(),
});
export type QrCode = z.infer<typeof qrCodeSchema>;
