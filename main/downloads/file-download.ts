import { downloadExport, exportDownloadUrl } from '@shared/api/export-api';
import type { HttpClient } from '@shared/http/http-client';

/** How long the hidden frame stays: enough for the server to start the download on a slow box. */
export const DOWNLOAD_FRAME_LIFETIME_MS = 60_000;

/**
 * Downloads a finished export through a hidden frame (product-spec §2, §7): a GET with the
 * sessionId in the query, which the browser saves as a file without leaving the page. The frame
 * is removed after a minute; the download, once started, is the browser's.
 */
export function downloadThroughFrame(http: HttpClient, id: number, doc: Document = document): HTMLIFrameElement {
  const frame = doc.createElement('iframe');
  frame.style.display = 'none';
  frame.title = '文件下载';
  frame.src = exportDownloadUrl(http, { id });
  doc.body.appendChild(frame);
  setTimeout(() => frame.remove(), DOWNLOAD_FRAME_LIFETIME_MS);
  return frame;
}

/**
 * The same file by POST as a blob, for browsers or policies that block download frames; a
 * refusal rejects with the server's Chinese msg (ApiError).
 */
export async function downloadAsBlob(http: HttpClient, id: number, fileName: string, doc: Document = document): Promise<void> {
  const blob = await downloadExport(http, { id });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  doc.body.appendChild(link);
  link.click();
  link.remove();
  // revoke later: Chromium reads the blob after click() returns
  setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_FRAME_LIFETIME_MS);
}
