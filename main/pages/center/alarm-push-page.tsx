import { Checkbox, Select, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { configAlarmPushSettings, listAlarmPushSettings } from '@shared/api/alarm-api';
import type { AlarmType } from '@shared/api/dto/alarm-dto';
import { PUSH_CHANNELS, PUSH_CHANNEL_NAMES, PUSH_RECEIVERS_MAX, type AlarmPushItem } from '@shared/api/dto/alarm-settings-dto';
import { PHONE_PATTERN } from '@shared/api/endpoints/account-endpoints';
import { PUSH_EMAIL_MAX, PUSH_EMAIL_PATTERN, PUSH_PHONE_MAX } from '@shared/api/endpoints/alarm-settings-endpoints';
import { useRootStore } from '../../context/store-context';
import { SettingsRowProblem } from './settings-row-problem';
import { SettingsTable } from './settings-table';
import { useCenterLoad } from './use-center-load';
import { useSettingsDraft } from './use-settings-draft';

/** One type's settings as the page edits them (the list item without its name). */
type PushEdit = Pick<AlarmPushItem, 'channels' | 'phones' | 'emails' | 'wechatUserIds'>;
type PushDraft = Partial<Record<AlarmType, PushEdit>>;
const NO_EDITS: PushDraft = {};

/**
 * The server's rules for one type, worded as the server words them, first broken rule only: bad
 * receivers, too many, a paid channel on without a receiver. The server checks again.
 */
export function pushProblem(typeName: string, item: PushEdit): string | null {
  const badPhone = item.phones.find((phone) => phone.length > PUSH_PHONE_MAX || !PHONE_PATTERN.test(phone));
  if (badPhone !== undefined) return `${typeName}：手机号 ${badPhone} 格式不正确`;
  const badEmail = item.emails.find((email) => email.length > PUSH_EMAIL_MAX || !PUSH_EMAIL_PATTERN.test(email));
  if (badEmail !== undefined) return `${typeName}：邮箱 ${badEmail} 格式不正确`;
  if ([item.phones, item.emails, item.wechatUserIds].some((list) => list.length > PUSH_RECEIVERS_MAX)) {
    return `${typeName}：每种接收人最多 ${PUSH_RECEIVERS_MAX} 个`;
  }
  if (item.channels.sms && item.phones.length === 0) return `${typeName}：开启短信推送时请至少填写一个手机号`;
  if (item.channels.email && item.emails.length === 0) return `${typeName}：开启邮件推送时请至少填写一个邮箱`;
  if (item.channels.wechat && item.wechatUserIds.length === 0) return `${typeName}：开启微信推送时请至少选择一个接收人`;
  return null;
}

/**
 * 推送设置 (route 400302): per alarm type, the channels (平台弹窗, 声音提醒, 短信, 微信, 邮件) and their
 * receivers, with the server's rules checked before sending. The settings are the customer's: a
 * sub-user reads them only. A failed save keeps every edit.
 */
export const AlarmPushPage = observer(function AlarmPushPage() {
  const root = useRootStore();
  const info = useCenterLoad(useCallback(() => listAlarmPushSettings(root.http), [root.http]));
  const edits = useSettingsDraft(NO_EDITS, info.reload);
  const { draft, setDraft } = edits;

  // the type's name as the dictionary words it, else as the list sent it (one name on the whole row)
  const list = (info.data?.list ?? []).map((item) => ({ ...item, typeName: root.dictionary.labelOr('alarmType', item.type, item.typeName) }));
  const editable = info.data?.editable ?? false;
  const users = info.data?.users ?? [];
  const current = (item: AlarmPushItem): PushEdit => draft[item.type] ?? item;
  const edit = (item: AlarmPushItem, change: Partial<PushEdit>) =>
    setDraft((before) => ({ ...before, [item.type]: { ...(before[item.type] ?? pick(item)), ...change } }));

  const problems = list.flatMap((item) => {
    const problem = draft[item.type] ? pushProblem(item.typeName, current(item)) : null;
    return problem ? [{ type: item.type, problem }] : [];
  });

  const save = () => {
    const items = list.flatMap((item) => {
      const edited = draft[item.type];
      return edited ? [{ type: item.type, ...edited }] : [];
    });
    return edits.save({
      problem: problems[0]?.problem ?? null,
      changes: items.length === 0 ? null : items,
      send: async (changed) => `已保存 ${(await configAlarmPushSettings(root.http, { items: changed })).updated} 种报警的推送设置`,
    });
  };

  const receiverSelect = (item: AlarmPushItem, field: 'phones' | 'emails', label: string, placeholder: string) => (
    <Select
      mode="tags"
      aria-label={`${item.typeName}${label}`}
      placeholder={placeholder}
      value={current(item)[field]}
      disabled={!editable}
      tokenSeparators={[',', '，', ' ']}
      onChange={(values: string[]) => edit(item, { [field]: values.map((value) => value.trim()).filter(Boolean) })}
      style={{ minWidth: 200 }}
    />
  );

  const columns: TableColumnsType<AlarmPushItem> = [
    { title: '报警类型', dataIndex: 'typeName', width: 120 },
    {
      title: '推送方式',
      key: 'channels',
      width: 300,
      render: (_, item) => (
        <Space wrap size={[8, 4]}>
          {PUSH_CHANNELS.map((channel) => (
            <Checkbox
              key={channel}
              checked={current(item).channels[channel]}
              disabled={!editable}
              aria-label={`${item.typeName}${PUSH_CHANNEL_NAMES[channel]}`}
              onChange={(event) => edit(item, { channels: { ...current(item).channels, [channel]: event.target.checked } })}
            >
              {PUSH_CHANNEL_NAMES[channel]}
            </Checkbox>
          ))}
        </Space>
      ),
    },
    {
      title: '接收人',
      key: 'receivers',
      render: (_, item) => {
        const problem = edits.showProblems ? problems.find((entry) => entry.type === item.type)?.problem : undefined;
        const channels = current(item).channels;
        return (
          <Space orientation="vertical" size={4} style={{ width: '100%' }}>
            {channels.sms || current(item).phones.length > 0 ? receiverSelect(item, 'phones', '短信接收手机号', '输入手机号后回车') : null}
            {channels.email || current(item).emails.length > 0 ? receiverSelect(item, 'emails', '接收邮箱', '输入邮箱后回车') : null}
            {channels.wechat || current(item).wechatUserIds.length > 0 ? (
              <Select
                mode="multiple"
                aria-label={`${item.typeName}微信接收人`}
                placeholder="选择微信接收人"
                value={current(item).wechatUserIds}
                disabled={!editable}
                options={users.map((user) => ({ value: user.userId, label: user.nickName }))}
                onChange={(ids: number[]) => edit(item, { wechatUserIds: ids })}
                style={{ minWidth: 200 }}
              />
            ) : null}
            {!channels.sms && !channels.email && !channels.wechat ? <Typography.Text type="secondary">仅平台内提醒</Typography.Text> : null}
            <SettingsRowProblem problem={problem} />
          </Space>
        );
      },
    },
  ];

  return (
    <SettingsTable<AlarmPushItem>
      title="推送设置"
      editable={editable}
      loaded={info.data !== null}
      readOnlyNote="推送设置由主账号统一管理，子账号只能查看。"
      edits={edits}
      onSave={() => void save()}
      load={info}
      loadFailureTitle="推送设置加载失败"
      rowKey="type"
      columns={columns}
      rows={list}
    />
  );
});

function pick(item: AlarmPushItem): PushEdit {
  return { channels: item.channels, phones: item.phones, emails: item.emails, wechatUserIds: item.wechatUserIds };
}
