import type { QrCode } from '@shared/api/dto/account-dto';
import type { Envelope } from '@shared/api/dto/envelope';
import { toDataURL } from 'qrcode';
import { Type } from 'typebox';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

/**
 * 512 characters fit a QR code at level M even when every one is a 3-byte UTF-8 Chinese character
 * (1536 bytes of the 2331 the largest version holds) and still scan from a printed sticker.
 */
export const QR_CONTENT_MAX = 512;
export const MSG_QR_CONTENT_EMPTY = '二维码内容不能为空';

const qrQuery = Type.Object({
  content: Type.String({ maxLength: QR_CONTENT_MAX }),
  /** image width in pixels */
  width: Type.Optional(Type.Integer({ minimum: 64, maximum: 1024 })),
});

/**
 * `GET /car/v4/api/prevent/declare/generateQRCode.json?content=...&width=256`: a PNG QR code as a data
 * URL, e.g. for the anti-theft declaration (防盗声明) sticker whose link the console composes.
 */
export function registerSecurityQrCodeRoutes(app: App): void {
  app.get('/car/v4/api/prevent/declare/generateQRCode.json', { schema: { querystring: qrQuery } }, async (request): Promise<Envelope<QrCode> | Failure> => {
    const content = request.query.content.trim();
    if (!content) return fail(MSG_QR_CONTENT_EMPTY);
    const width = request.query.width ?? 256;
    const dataUrl = await toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width, type: 'image/png' });
    return ok({ content, dataUrl, width });
  });
}
