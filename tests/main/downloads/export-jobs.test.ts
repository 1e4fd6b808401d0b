import { formatFileSize, hasUnfinishedJobs, isFinalStatus, jobStatusText, mergeJobs } from '@main/downloads/export-jobs';
import { exportRecord } from './export-job-fixtures';

/** The job-status rules the download tip and the download centre share. */
describe('export jobs', () => {
  it('done and failed are final; queued and running are followed', () => {
    expect(isFinalStatus('done')).toBe(true);
    expect(isFinalStatus('failed')).toBe(true);
    expect(isFinalStatus('queued')).toBe(false);
    expect(isFinalStatus('running')).toBe(false);
    expect(hasUnfinishedJobs([exportRecord({ id: 1, status: 'done' }), exportRecord({ id: 2, status: 'running' })])).toBe(true);
    expect(hasUnfinishedJobs([exportRecord({ id: 1, status: 'done' }), exportRecord({ id: 2, status: 'failed' })])).toBe(false);
  });

  it('a fresh page replaces the rows it holds, keeps the others, newest first', () => {
    const current = [exportRecord({ id: 3, status: 'running' }), exportRecord({ id: 1, status: 'done' })];
    const merged = mergeJobs(current, [exportRecord({ id: 4 }), exportRecord({ id: 3, status: 'done', rowCount: 12 })]);
    expect(merged.map((job) => [job.id, job.status])).toEqual([
      [4, 'queued'],
      [3, 'done'],
      [1, 'done'],
    ]);
    expect(merged[1]?.rowCount).toBe(12);
  });

  it('says where a queued job waits and why a job failed, in Chinese', () => {
    expect(jobStatusText(exportRecord({ id: 1, status: 'queued', queuePosition: 2 }))).toBe('排队中（第 2 位）');
    expect(jobStatusText(exportRecord({ id: 1, status: 'running', queuePosition: null }))).toBe('生成中');
    expect(jobStatusText(exportRecord({ id: 1, status: 'failed', errorMsg: '导出文件超过 50000 行' }))).toBe('失败：导出文件超过 50000 行');
    expect(jobStatusText(exportRecord({ id: 1, status: 'failed', errorMsg: null }))).toBe('失败：原因未知');
    expect(jobStatusText(exportRecord({ id: 1, status: 'done' }))).toBe('已完成');
  });

  it('file sizes read in B, KB and MB', () => {
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(12_595)).toBe('12.3 KB');
    expect(formatFileSize(4_718_592)).toBe('4.5 MB');
  });
});
