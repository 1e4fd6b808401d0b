import { Button, Form, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import type { GroupNode } from '@shared/api/dto/group-dto';
import { EXPORT_REPORT_TITLES } from '@shared/api/dto/export-dto';
import { VEHICLE_STATES, type VehicleState } from '@shared/api/dto/vehicle-dto';
import { startExport } from '@shared/api/export-api';
import type { HttpClient } from '@shared/http/http-client';
import { VEHICLE_STATE_LABELS } from '@shared/constants/vehicle-state-labels';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { groupTreeOptions } from '@shared/ui/group-select/group-tree-data';

/** The two exports the centre starts itself; the alarm list and the reports start from their pages. */
const CENTRE_EXPORTS = ['vehicleList', 'vehicleStatus'] as const;
type CentreExport = (typeof CENTRE_EXPORTS)[number];

interface ExportFormValues {
  reportType: CentreExport;
  groupId?: number;
  state?: VehicleState;
}

/**
 * 新建导出: the vehicle list or the vehicle states of a chosen group (descendants included, all
 * groups when none is chosen). The form keeps its values when the server refuses (e.g. five jobs
 * already unfinished); the refusal's msg is shown by the shell's error path.
 */
export function ExportStartForm({ http, groups, onStarted }: { http: HttpClient; groups: readonly GroupNode[]; onStarted: () => void }) {
  const [form] = Form.useForm<ExportFormValues>();
  const [sending, setSending] = useState(false);
  const reportError = useReportError();
  const treeData = useMemo(() => groupTreeOptions(groups), [groups]);
  const reportType = Form.useWatch('reportType', form);

  const submit = async (values: ExportFormValues) => {
    setSending(true);
    try {
      await startExport(http, {
        reportType: values.reportType,
        groupId: values.groupId,
        state: values.reportType === 'vehicleStatus' ? values.state : undefined,
      });
      onStarted();
    } catch (failure) {
      reportError(failure);
    } finally {
      setSending(false);
    }
  };

  return (
    <Form form={form} layout="inline" initialValues={{ reportType: 'vehicleList' }} onFinish={submit} aria-label="新建导出">
      <Form.Item name="reportType" label="导出内容">
        <Select style={{ width: 140 }} options={CENTRE_EXPORTS.map((type) => ({ value: type, label: EXPORT_REPORT_TITLES[type] }))} />
      </Form.Item>
      <Form.Item name="groupId" label="车辆分组">
        <TreeSelect
          style={{ width: 260 }}
          treeData={treeData}
          placeholder="全部分组"
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeDefaultExpandAll={groups.length <= 200}
          aria-label="车辆分组"
        />
      </Form.Item>
      {reportType === 'vehicleStatus' ? (
        <Form.Item name="state" label="车辆状态">
          <Select
            style={{ width: 140 }}
            allowClear
            placeholder="全部状态"
            options={VEHICLE_STATES.map((state) => ({ value: state, label: VEHICLE_STATE_LABELS[state] }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={sending}>
          开始导出
        </Button>
      </Form.Item>
    </Form>
  );
}
