import { Space, Switch, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { configAlarmControls, listAlarmControls } from '@shared/api/alarm-api';
import type { AlarmType } from '@shared/api/dto/alarm-dto';
import type { AlarmControlItem, AlarmControlParam } from '@shared/api/dto/alarm-settings-dto';
import type { ConfigAlarmControlRequest } from '@shared/api/endpoints/alarm-settings-endpoints';
import { useRootStore } from '../../context/store-context';
import { SettingsNumberField } from './settings-number-field';
import { SettingsTable } from './settings-table';
import { StatusTag, type StatusTone } from './status-tag';
import { useCenterLoad } from './use-center-load';
import { useSettingsDraft } from './use-settings-draft';

const LEVEL_NAMES: Record<number, { name: string; tone: StatusTone }> = {
  1: { name: '提示', tone: 'info' },
  2: { name: '一般', tone: 'warning' },
  3: { name: '紧急', tone: 'danger' },
};

/** What the user changed, per alarm type; what is not here keeps the server's value. */
interface ControlEdit {
  enabled?: boolean;
  params?: Record<string, number | null>;
}
type ControlDraft = Partial<Record<AlarmType, ControlEdit>>;
const NO_EDITS: ControlDraft = {};

/** The server's range rule, worded as the server words it (the server checks again). */
export function paramProblem(item: AlarmControlItem, param: AlarmControlParam, value: number | null): string | null {
  if (value === null) return `请填写${item.typeName}的${param.name}`;
  if (!Number.isInteger(value)) return `${item.typeName}的${param.name}必须是整数`;
  if (value < param.min || value > param.max) return `${item.typeName}的${param.name}必须在 ${param.min} 到 ${param.max} ${param.unit}之间`;
  return null;
}

/** The items of a save: each changed type once, with only what changed. */
export function controlChanges(list: readonly AlarmControlItem[], draft: ControlDraft): ConfigAlarmControlRequest['items'] {
  return list.flatMap((item) => {
    const edit = draft[item.type];
    if (!edit) return [];
    const enabled = edit.enabled !== undefined && edit.enabled !== item.enabled ? edit.enabled : undefined;
    const params: Record<string, number> = {};
    for (const param of item.params) {
      const value = edit.params?.[param.key];
      if (typeof value === 'number' && value !== param.value) params[param.key] = value;
    }
    const hasParams = Object.keys(params).length > 0;
    if (enabled === undefined && !hasParams) return [];
    return [{ type: item.type, ...(enabled === undefined ? {} : { enabled }), ...(hasParams ? { params } : {}) }];
  });
}

/**
 * 报警设置 (route 400301): per alarm type, on or off and the thresholds the server defines, with
 * the server's ranges. The settings are the customer's: a sub-user reads them only. A failed save
 * keeps every edit on the page.
 */
export const AlarmSettingPage = observer(function AlarmSettingPage() {
  const root = useRootStore();
  const info = useCenterLoad(useCallback(() => listAlarmControls(root.http), [root.http]));
  const edits = useSettingsDraft(NO_EDITS, info.reload);
  const { draft, setDraft } = edits;

  // the type's name as the dictionary words it, else as the list sent it (one name on the whole row)
  const list = (info.data?.list ?? []).map((item) => ({ ...item, typeName: root.dictionary.labelOr('alarmType', item.type, item.typeName) }));
  const editable = info.data?.editable ?? false;
  const enabledOf = (item: AlarmControlItem) => draft[item.type]?.enabled ?? item.enabled;
  const valueOf = (item: AlarmControlItem, param: AlarmControlParam): number | null => {
    const edited = draft[item.type]?.params;
    return edited && param.key in edited ? (edited[param.key] ?? null) : param.value;
  };
  const edit = (type: AlarmType, change: ControlEdit) =>
    setDraft((current) => ({
      ...current,
      [type]: { ...current[type], ...change, params: { ...current[type]?.params, ...change.params } },
    }));

  const problems = list.flatMap((item) =>
    item.params.flatMap((param) => {
      const problem = paramProblem(item, param, valueOf(item, param));
      return problem ? [{ key: `${item.type}.${param.key}`, problem }] : [];
    }),
  );
  const problemOf = (item: AlarmControlItem, param: AlarmControlParam) =>
    edits.showProblems ? problems.find((entry) => entry.key === `${item.type}.${param.key}`)?.problem : undefined;

  const save = () => {
    const items = controlChanges(list, draft);
    return edits.save({
      problem: problems[0]?.problem ?? null,
      changes: items.length === 0 ? null : items,
      send: async (changed) => `已保存 ${(await configAlarmControls(root.http, { items: changed })).updated} 种报警的设置`,
    });
  };

  const columns: TableColumnsType<AlarmControlItem> = [
    { title: '报警类型', dataIndex: 'typeName', width: 140 },
    {
      title: '级别',
      dataIndex: 'level',
      width: 80,
      render: (level: number) => <StatusTag tone={LEVEL_NAMES[level]?.tone ?? 'neutral'}>{LEVEL_NAMES[level]?.name ?? level}</StatusTag>,
    },
    {
      title: '启用',
      dataIndex: 'enabled',
      width: 90,
      render: (_, item) => (
        <Switch
          aria-label={`启用${item.typeName}`}
          checked={enabledOf(item)}
          disabled={!editable}
          onChange={(checked) => edit(item.type, { enabled: checked })}
        />
      ),
    },
    {
      title: '参数',
      key: 'params',
      render: (_, item) =>
        item.params.length === 0 ? (
          <Typography.Text type="secondary">无可调参数</Typography.Text>
        ) : (
          <Space wrap size={16} align="start">
            {item.params.map((param) => (
              <SettingsNumberField
                key={param.key}
                label={`${item.typeName}${param.name}`}
                name={param.name}
                value={valueOf(item, param)}
                unit={param.unit}
                editable={editable}
                onChange={(value) => edit(item.type, { params: { [param.key]: value } })}
                hint={`范围 ${param.min}–${param.max}，默认 ${param.defaultValue}`}
                problem={problemOf(item, param)}
              />
            ))}
          </Space>
        ),
    },
  ];

  return (
    <SettingsTable<AlarmControlItem>
      title="报警设置"
      editable={editable}
      loaded={info.data !== null}
      readOnlyNote="报警设置由主账号统一管理，子账号只能查看。"
      edits={edits}
      onSave={() => void save()}
      load={info}
      loadFailureTitle="报警设置加载失败"
      rowKey="type"
      columns={columns}
      rows={list}
    />
  );
});
