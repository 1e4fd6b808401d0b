import type { ExportRecord, ExportStatus } from '@shared/api/dto/export-dto';

/** A job in one of these states will not change any more: polling can stop. */
export function isFinalStatus(status: ExportStatus): boolean {
  return status === 'done' || status === 'failed';
}

export function hasUnfinishedJobs(records: readonly ExportRecord[]): boolean {
  return records.some((record) => !isFinalStatus(record.status));
}

/**
 * The job list after a fresh page from the server: the server's rows win (they are newer), a job
 * the page no longer holds (pushed to page 2 by newer ones) is kept, and the order is newest first.
 */
export function mergeJobs(current: readonly ExportRecord[], incoming: readonly ExportRecord[]): ExportRecord[] {
  const byId = new Map<number, ExportRecord>();
  for (const record of current) byId.set(record.id, record);
  for (const record of incoming) byId.set(record.id, record);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  queued: '排队中',
  running: '生成中',
  done: '已完成',
  failed: '失败',
};

/** The tag colour of a job's state, the same in the tip and the centre. */
export const EXPORT_STATUS_COLOURS: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

/** What the tip and the centre say about a job's state, e.g. 排队中（第 2 位）. */
export function jobStatusText(record: ExportRecord): string {
  if (record.status === 'queued' && record.queuePosition !== null) return `排队中（第 ${record.queuePosition} 位）`;
  if (record.status === 'failed') return `失败：${record.errorMsg || '原因未知'}`;
  return EXPORT_STATUS_LABELS[record.status];
}

/** A file size for people: 0 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
