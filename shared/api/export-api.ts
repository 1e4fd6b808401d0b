import type { HttpClient, RequestOptions } from '../http/http-client';
import type { Page } from './dto/envelope';
import {
  exportRecordPageSchema,
  exportRecordSchema,
  type ExportRecord,
  type ExportRecordQuery,
  type ExportRequest,
} from './dto/export-dto';

const BASE = '/car/v1/accelerate/export';

/** Starts an export job; the record comes back queued and appears in the download centre. */
export function startExport(http: HttpClient, request: ExportRequest, options?: RequestOptions): Promise<ExportRecord> {
  return http.postJson(`${BASE}/exportDataReport.json`, exportRecordSchema, request, options);
}

export function listExportRecords(http: HttpClient, query: ExportRecordQuery, options?: RequestOptions): Promise<Page<ExportRecord>> {
  return http.postJson(`${BASE}/listExportRecord.json`, exportRecordPageSchema, query, options);
}

/** The finished file as a blob (POST); a failure envelope rejects with its msg. */
export function downloadExport(http: HttpClient, id: number, options?: RequestOptions): Promise<Blob> {
  return http.downloadSpreadsheet(`${BASE}/download.json`, { id }, options);
}

/** The address for a hidden-frame download (GET with the sessionId in the query, product-spec §7). */
export function exportDownloadUrl(http: HttpClient, id: number): string {
  return http.exportUrl(`${BASE}/download.json`, { id });
}
