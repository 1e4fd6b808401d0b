import type { ExportRecord } from '@shared/api/dto/export-dto';

/** An export record as the server sends it; `overrides` set what a test is about. */
export function exportRecord(overrides: Partial<ExportRecord> & Pick<ExportRecord, 'id'>): ExportRecord {
  return {
    reportType: 'vehicleList',
    title: '车辆列表',
    status: 'queued',
    rowCount: 0,
    fileSize: null,
    fileName: '车辆列表.xlsx',
    errorMsg: null,
    filters: {},
    createdAt: '2026-11-23T01:00:00.000Z',
    finishedAt: null,
    queuePosition: 1,
    ...overrides,
  };
}

export const LIST_EXPORT_RECORDS = '/car/v1/accelerate/export/listExportRecord.json';
