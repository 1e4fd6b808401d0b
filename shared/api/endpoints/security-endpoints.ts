import * as z from 'zod/mini';
import { accountStatusSchema, deviceTrustSchema, qrCodeSchema, vehicleVerifiedSchema } from '../dto/account-dto';
import { defineEndpoint } from '../endpoint';
import { FINGERPRINT_PATTERN, MSG_FINGERPRINT_FORMAT } from './account-endpoints';
import { MENU_IDS } from '../../constants/resource-ids';

/** Security checks of the logged-in user (protected scope): browser trust, account status, vehicle ownership, QR codes. */

/** what the path segment may hold before it is judged as a fingerprint */
export const FINGERPRINT_TEXT_MAX = 128;

/**
 * `GET /car/v4/api/security/{hash}.json`: the fingerprint travels as a path segment, not in the
 * query (`encoding: 'path'`: callEndpoint fills the segment, serve() validates it as the route's
 * params, both with `deviceTrustParamsSchema`). Upper-case hex is accepted.
 */
export const deviceTrustParamsSchema = z.object({
  hash: z.string().check(
    z.maxLength(FINGERPRINT_TEXT_MAX),
    z.toLowerCase(),
    z.refine((text: string) => FINGERPRINT_PATTERN.test(text), { message: MSG_FINGERPRINT_FORMAT }),
  ),
});
export type DeviceTrustParams = z.input<typeof deviceTrustParamsSchema>;

export const deviceTrustEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v4/api/security/:hash.json',
  encoding: 'path',
  request: deviceTrustParamsSchema,
  response: deviceTrustSchema,
  permission: [MENU_IDS.security],
});

export const accountStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v4/api/account/checkStatus.json',
  encoding: 'query',
  request: z.object({}),
  response: accountStatusSchema,
  permission: [MENU_IDS.security],
});

export const PLATE_MAX = 20;
export const DEVICE_SUFFIX_PATTERN = /^\d{6}$/;
export const MSG_DEVICE_SUFFIX = '设备号后6位须为 6 位数字';
const DEVICE_SUFFIX_TEXT_MAX = 16;

/** Plate (any separator, any case) and the last 6 digits of the device number, as printed on its label. */
export const vehicleVerifyRequestSchema = z.object({
  plate: z.string().check(z.maxLength(PLATE_MAX), z.trim(), z.minLength(1)),
  deviceSuffix: z.string().check(
    z.maxLength(DEVICE_SUFFIX_TEXT_MAX),
    z.trim(),
    z.refine((text: string) => DEVICE_SUFFIX_PATTERN.test(text), { message: MSG_DEVICE_SUFFIX }),
  ),
});
export type VehicleVerifyRequest = z.input<typeof vehicleVerifyRequestSchema>;

export const verifyVehicleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/car/v4/api/vehicle/vehicleVerify.json',
  encoding: 'json',
  request: vehicleVerifyRequestSchema,
  response: vehicleVerifiedSchema,
  permission: [MENU_IDS.security],
});

/**
 * 512 characters fit a QR code at level M even when every one is a 3-byte UTF-8 Chinese character
 * (1536 bytes of the 2331 the largest version holds) and still scan from a printed sticker.
 */
export const QR_CONTENT_MAX = 512;
export const QR_WIDTH_MIN = 64;
export const QR_WIDTH_MAX = 1024;
export const QR_WIDTH_DEFAULT = 256;

export const qrCodeRequestSchema = z.object({
  content: z.string().check(z.maxLength(QR_CONTENT_MAX), z.trim(), z.minLength(1)),
  /** image width in pixels */
  width: z.optional(z.int().check(z.minimum(QR_WIDTH_MIN), z.maximum(QR_WIDTH_MAX))),
});
export type QrCodeRequest = z.input<typeof qrCodeRequestSchema>;

/** A PNG QR code as a data URL, e.g. for the anti-theft declaration (防盗声明) sticker. */
export const qrCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/car/v4/api/prevent/declare/generateQRCode.json',
  encoding: 'query',
  request: qrCodeRequestSchema,
  response: qrCodeSchema,
  permission: [MENU_IDS.security],
});
