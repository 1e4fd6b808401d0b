import type { HttpClient, RequestOptions } from '../http/http-client';
import { callEndpoint, checkRequest } from './call-endpoint';
import type { ExportRecord } from './dto/export-dto';
import type { Page } from './dto/envelope';
import {
  downloadExportEndpoint,
  exportDownloadFrameEndpoint,
  listExportRecordsEndpoint,
  startExportEndpoint,
  type ExportDownloadRequest,
  type ExportRecordQuery,
  type ExportRequest,
} from './endpoints/export-endpoints';

/** Starts an export job; the record comes back queued and appears in the download centre. */
export function startExport(http: HttpClient, request: ExportRequest, options?: RequestOptions): Promise<ExportRecord> {
  return callEndpoint(http, startExportEndpoint, request, options);
}

export function listExportRecords(http: HttpClient, query: ExportRecordQuery = {}, options?: RequestOptions): Promise<Page<ExportRecord>> {
  return callEndpoint(http, listExportRecordsEndpoint, query, options);
}

/** The finished file as a blob (POST); a failure envelope rejects with its msg. */
export async function downloadExport(http: HttpClient, request: ExportDownloadRequest, options?: RequestOptions): Promise<Blob> {
  checkRequest(downloadExportEndpoint, request);
  return http.downloadSpreadsheet(downloadExportEndpoint.path, request, options);
}

/**
 * The address for a hidden-frame download (GET with the sessionId in the query, product-spec §7).
 * An id the server would refuse throws `ApiError` kind `invalid-request` here.
 */
export function exportDownloadUrl(http: HttpClient, request: ExportDownloadRequest): string {
  checkRequest(exportDownloadFrameEndpoint, request);
  return http.exportUrl(exportDownloadFrameEndpoint.path, request);
}
