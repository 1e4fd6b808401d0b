import { QR_WIDTH_DEFAULT, qrCodeEndpoint } from '@shared/api/endpoints/security-endpoints';
import { toDataURL } from 'qrcode';
import type { App } from '../http/app-types';
import { serve } from '../http/serve';

/**
 * `GET /car/v4/api/prevent/declare/generateQRCode.json?content=...&width=256`: a PNG QR code as a data
 * URL, e.g. for the anti-theft declaration (防盗声明) sticker whose link the console composes. The
 * content is trimmed and its limits checked by the endpoint's schema.
 */
export function registerSecurityQrCodeRoutes(app: App): void {
  serve(app, qrCodeEndpoint, async ({ content, width = QR_WIDTH_DEFAULT }) => {
    const dataUrl = await toDataURL(content, { errorCorrectionLevel: 'M', margin: 2, width, type: 'image/png' });
    return { content, dataUrl, width };
  });
}
