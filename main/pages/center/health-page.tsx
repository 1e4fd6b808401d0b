import { Button, Segmented, Select, Space, TreeSelect, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo, useState } from 'react';
import type { GroupNode } from '@shared/api/dto/group-dto';
import { HEALTH_THRESHOLD_SPECS, type HealthThresholdKey, type HealthThresholds, type HealthThresholdValue } from '@shared/api/dto/health-dto';
import type { HealthThresholdTarget } from '@shared/api/endpoints/health-endpoints';
import { getGroupTree } from '@shared/api/group-api';
import { getHealthThresholds, updateHealthThresholds } from '@shared/api/health-api';
import { VEHICLE_KEYWORD_MAX } from '@shared/api/endpoints/vehicle-endpoints';
import { pageVehicles } from '@shared/api/vehicle-api';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useRootStore } from '../../context/store-context';
import { LoadFailure } from './load-failure';
import { SettingsNumberField } from './settings-number-field';
import { SettingsTable } from './settings-table';
import { StatusTag } from './status-tag';
import { useCenterLoad } from './use-center-load';
import { useSettingsDraft } from './use-settings-draft';

type TargetKind = 'customer' | 'group' | 'vehicle';
/** a number: set on the target; null: remove it, the target inherits again */
type ThresholdDraft = Partial<Record<HealthThresholdKey, number | null>>;
const NO_EDITS: ThresholdDraft = {};

const VEHICLE_SEARCH_SIZE = 20;

/** Where a value comes from, as the user reads it: set here, or inherited from whom. */
export function sourceText(target: HealthThresholds['target'], value: HealthThresholdValue): string {
  if (value.overridden) return target === 'vehicle' ? '本车辆设置' : target === 'group' ? '本分组设置' : '客户默认设置';
  switch (value.source) {
    case 'vehicle':
      return '车辆设置';
    case 'group':
      return `继承自分组「${value.sourceName ?? '上级分组'}」`;
    case 'customer':
      return '继承自客户默认';
    default:
      return '系统默认';
  }
}

/** The server's rule for one value (range, decimals), worded as the server words it. */
export function thresholdProblem(value: HealthThresholdValue, next: number): string | null {
  const spec = HEALTH_THRESHOLD_SPECS[value.key];
  if (next < value.min || next > value.max) return `${value.name}必须在 ${value.min} 到 ${value.max} ${value.unit}之间`;
  const scaled = next * 10 ** spec.decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9) return spec.decimals === 0 ? `${value.name}必须是整数` : `${value.name}最多保留 ${spec.decimals} 位小数`;
  return null;
}

function groupTreeData(groups: readonly GroupNode[]) {
  interface Node {
    value: number;
    title: string;
    children: Node[];
  }
  const nodes = new Map<number, Node>(groups.map((group) => [group.groupId, { value: group.groupId, title: group.name, children: [] }]));
  const roots: Node[] = [];
  for (const group of groups) {
    const node = nodes.get(group.groupId);
    if (!node) continue;
    const parent = group.parentId === null ? undefined : nodes.get(group.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * 健康设置 (route 400303): the health thresholds of the customer default, a group or a vehicle,
 * each value saying where it is inherited from (vehicle → group → parent group → customer →
 * system); the user overrides a value or resets it to the inherited one. A failed save keeps the edits.
 */
export const HealthPage = observer(function HealthPage() {
  const root = useRootStore();
  const reportError = useReportError();
  const [kind, setKind] = useState<TargetKind>('customer');
  const [groupId, setGroupId] = useState<number | null>(null);
  const [vehicle, setVehicle] = useState<{ value: number; label: string } | null>(null);
  const [vehicleOptions, setVehicleOptions] = useState<{ value: number; label: string }[]>([]);

  const target: HealthThresholdTarget | null =
    kind === 'customer' ? {} : kind === 'group' ? (groupId === null ? null : { groupId }) : vehicle === null ? null : { vehicleId: vehicle.value };
  const groups = useCenterLoad(useCallback(() => (kind === 'group' ? getGroupTree(root.http) : Promise.resolve(null)), [root.http, kind]));
  const targetKey = JSON.stringify(target);
  const thresholds = useCenterLoad(
    useCallback(() => {
      const current = JSON.parse(targetKey) as HealthThresholdTarget | null;
      return current ? getHealthThresholds(root.http, current) : Promise.resolve(null);
    }, [root.http, targetKey]),
  );
  const edits = useSettingsDraft(NO_EDITS, thresholds.reload);
  const { draft, setDraft } = edits;
  const treeData = useMemo(() => groupTreeData(groups.data?.groups ?? []), [groups.data]);

  const searchVehicles = async (keyword: string) => {
    try {
      // the endpoint's limit: a longer text cannot match a plate or a device number anyway
      const text = keyword.trim().slice(0, VEHICLE_KEYWORD_MAX);
      const page = await pageVehicles(root.http, { pageNum: 1, pageSize: VEHICLE_SEARCH_SIZE, ...(text ? { keyword: text } : {}) });
      setVehicleOptions(page.list.map((row) => ({ value: row.vehicleId, label: `${row.plate}（${row.groupName}）` })));
    } catch (failure) {
      reportError(failure);
    }
  };

  const changeTarget = (apply: () => void) => {
    setDraft({});
    apply();
  };

  const data = thresholds.data;
  const editable = data?.editable ?? false;
  const rows = data?.thresholds ?? [];
  const problems = rows.flatMap((row) => {
    const next = draft[row.key];
    const problem = typeof next === 'number' ? thresholdProblem(row, next) : null;
    return problem ? [{ key: row.key, problem }] : [];
  });

  const save = () => {
    const changes = Object.fromEntries(Object.entries(draft).filter(([, value]) => value !== undefined)) as ThresholdDraft;
    return edits.save({
      problem: problems[0]?.problem ?? null,
      changes: target && Object.keys(changes).length > 0 ? { ...target, thresholds: changes } : null,
      send: async (request) => {
        await updateHealthThresholds(root.http, request);
        return '健康阈值已保存';
      },
    });
  };

  const columns: TableColumnsType<HealthThresholdValue> = [
    { title: '项目', dataIndex: 'name', width: 150 },
    {
      title: '阈值',
      key: 'value',
      width: 220,
      render: (_, row) => {
        const next = draft[row.key];
        const problem = problems.find((entry) => entry.key === row.key)?.problem;
        if (next === null) return <Typography.Text type="secondary">保存后恢复继承的值</Typography.Text>;
        return (
          <SettingsNumberField
            label={row.name}
            value={next ?? row.value}
            unit={row.unit}
            editable={editable}
            step={10 ** -HEALTH_THRESHOLD_SPECS[row.key].decimals}
            onChange={(value) => setDraft((before) => ({ ...before, [row.key]: value ?? undefined }))}
            problem={problem}
          />
        );
      },
    },
    { title: '范围', key: 'range', width: 140, render: (_, row) => `${row.min}–${row.max} ${row.unit}` },
    {
      title: '来源',
      key: 'source',
      render: (_, row) => (row.overridden ? <StatusTag tone="info">{sourceText(data?.target ?? 'customer', row)}</StatusTag> : sourceText(data?.target ?? 'customer', row)),
    },
    {
      title: '操作',
      key: 'action',
      width: 120,
      render: (_, row) =>
        editable && row.overridden && draft[row.key] !== null ? (
          <Button size="small" onClick={() => setDraft((before) => ({ ...before, [row.key]: null }))} aria-label={`${row.name}恢复继承`}>
            恢复继承
          </Button>
        ) : draft[row.key] === null ? (
          <Button size="small" onClick={() => setDraft((before) => ({ ...before, [row.key]: undefined }))} aria-label={`${row.name}取消恢复`}>
            取消
          </Button>
        ) : null,
    },
  ];

  return (
    <SettingsTable<HealthThresholdValue>
      title="健康设置"
      editable={editable}
      loaded={data !== null}
      readOnlyNote="子账号不能修改客户默认阈值，可选择分组或车辆设置。"
      edits={edits}
      onSave={() => void save()}
      load={thresholds}
      loadFailureTitle="健康阈值加载失败"
      rowKey="key"
      columns={columns}
      rows={rows}
      showTable={target !== null}
      toolbar={
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            <Segmented<TargetKind>
              aria-label="设置对象"
              value={kind}
              options={[
                { label: '客户默认', value: 'customer' },
                { label: '按分组', value: 'group' },
                { label: '按车辆', value: 'vehicle' },
              ]}
              onChange={(value) => changeTarget(() => setKind(value))}
            />
            {kind === 'group' ? (
              <TreeSelect
                aria-label="选择分组"
                placeholder="选择分组"
                style={{ width: 260 }}
                treeData={treeData}
                treeDefaultExpandAll
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={groups.loading}
                value={groupId ?? undefined}
                onChange={(value: number) => changeTarget(() => setGroupId(value))}
              />
            ) : null}
            {kind === 'vehicle' ? (
              <Select
                aria-label="选择车辆"
                placeholder="输入车牌号搜索"
                style={{ width: 260 }}
                labelInValue
                showSearch={{ filterOption: false, onSearch: (text) => void searchVehicles(text) }}
                options={vehicleOptions}
                value={vehicle ?? undefined}
                onFocus={() => {
                  if (vehicleOptions.length === 0) void searchVehicles('');
                }}
                onChange={(value: { value: number; label: string }) => changeTarget(() => setVehicle(value))}
              />
            ) : null}
          </Space>
          {groups.error ? <LoadFailure title="分组加载失败" message={groups.error} onRetry={groups.reload} /> : null}
        </>
      }
    >
      {data ? <Typography.Paragraph strong>{`当前对象：${data.target === 'customer' ? '客户默认' : data.targetName}`}</Typography.Paragraph> : null}
      {!target ? <Typography.Paragraph type="secondary">{kind === 'group' ? '请选择一个分组。' : '请搜索并选择一辆车。'}</Typography.Paragraph> : null}
    </SettingsTable>
  );
});
