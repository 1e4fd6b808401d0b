import { downloadExport, exportDownloadUrl, listExportRecords, startExport } from '@shared/api/export-api';
import type { ExportRecord } from '@shared/api/dto/export-dto';
import type { HttpClient } from '@shared/http/http-client';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it, vi } from 'vitest';
import { TEST_VEHICLES } from '../helpers';
import { startContractServerForFile } from './contract-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['车牌号', '设备号', 'SIM卡号', '设备型号', '所属分组', '司机', '司机电话', '激活时间', '平台到期日', 'SIM卡到期日', '状态'];

describe('export endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  /** The job as the download centre lists it once the background writer has finished it. */
  async function finished(http: HttpClient, id: number): Promise<ExportRecord> {
    return vi.waitFor(
      async () => {
        const record = (await listExportRecords(http, { pageSize: 100 })).list.find((item) => item.id === id);
        if (record?.status !== 'done') throw new Error(`export ${id} not done yet`);
        return record;
      },
      { timeout: 30_000, interval: 20 },
    );
  }

  it('startExport queues a job, listExportRecords lists it, downloadExport answers the spreadsheet', async () => {
    const started = await startExport(env.operator, { reportType: 'vehicleList' });
    // nothing else waits: the new job runs next
    expect(started).toMatchObject({ status: 'queued', title: '车辆列表', reportType: 'vehicleList', queuePosition: 1 });
    const record = await finished(env.operator, started.id);
    expect(record).toMatchObject({ rowCount: TEST_VEHICLES, queuePosition: null });
    const file = await downloadExport(env.operator, { id: record.id });
    expect(file.type).toBe(XLSX);
    const rows = await readSheet(Buffer.from(await file.arrayBuffer()));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(TEST_VEHICLES + 1);
  }, 60_000);

  it('exportDownloadUrl gives a hidden-frame address carrying the session; the sub-user cannot download the operator\'s file', async () => {
    const { id } = await startExport(env.operator, { reportType: 'vehicleStatus', state: 'online' });
    const record = await finished(env.operator, id);
    const url = exportDownloadUrl(env.operator, { id });
    expect(url).toContain(`${env.origin}/car/v1/accelerate/export/download.json?id=${id}&sessionId=`);
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe(XLSX);
    expect(await readSheet(Buffer.from(await response.arrayBuffer()))).toHaveLength(record.rowCount + 1);
    await expect(downloadExport(env.sub, { id })).rejects.toMatchObject({ kind: 'flag', message: '导出记录不存在或无权下载' });
    expect((await listExportRecords(env.sub)).list.some((item) => item.id === id)).toBe(false);
  }, 60_000);

  it('startExport refuses an alarm list without its times before sending', async () => {
    await expect(startExport(env.operator, { reportType: 'alarmList', startTime: '2026-01-01 00:00:00' })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：报警明细导出需要开始时间和结束时间',
    });
  });
});
