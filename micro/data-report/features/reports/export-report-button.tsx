import { DownloadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import type { DataReportExportType } from '@shared/api/dto/export-dto';
import { startExport } from '@shared/api/export-api';
import { BUTTON_IDS } from '@shared/constants/resource-ids';
import { ButtonPermission } from '@shared/permission/permission-guards';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useDataReportContext } from '../../context/data-report-context';
import type { ReportFilters } from './report-query';

/**
 * 导出: starts an export job for exactly the filters the report shows (not the bar's unsaved
 * edits), then asks the shell for its download-list tip (`showDownList`), where the job's progress
 * shows; the file is in the download centre. Only for roles with the export button.
 */
export function ExportReportButton({ reportType, filters }: { reportType: DataReportExportType; filters: ReportFilters }) {
  const { stores, bus } = useDataReportContext();
  const { message } = App.useApp();
  const reportError = useReportError();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const record = await startExport(stores.http, {
        reportType,
        startDate: filters.startDate,
        endDate: filters.endDate,
        ...(filters.groupIds.length ? { groupIds: filters.groupIds } : {}),
        ...(filters.vehicleIds.length ? { vehicleIds: filters.vehicleIds } : {}),
        ...(reportType === 'alarmReport' && filters.alarmTypes.length ? { alarmTypes: filters.alarmTypes } : {}),
      });
      bus.send('showDownList', { taskName: record.title });
      void message.success(`已创建导出任务“${record.title}”，完成后可在下载中心下载`);
    } catch (error) {
      reportError(error);
    } finally {
      setStarting(false);
    }
  };

  return (
    <ButtonPermission code={BUTTON_IDS.export}>
      <Button icon={<DownloadOutlined />} loading={starting} onClick={() => void start()}>
        导出
      </Button>
    </ButtonPermission>
  );
}
