import { App, Button, Card, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { updatePrivacy } from '@shared/api/account-api';
import { TRACK_RETENTION_DAYS, type PrivacySettings } from '@shared/api/dto/account-dto';
import type { PrivacyUpdate } from '@shared/api/endpoints/account-endpoints';
import { useRootStore } from '../../../context/store-context';
import { showTime } from '../center-time';
import { FormFailure } from '../form-failure';
import { useFormAction } from '../use-form-action';

type Editable = Omit<PrivacySettings, 'updatedAt'>;

const SWITCHES: { key: 'hideLocationFromSubUsers' | 'dataRetentionConsent' | 'allowSupportAccess'; label: string }[] = [
  { key: 'hideLocationFromSubUsers', label: '对子账号隐藏车辆精确位置（仅显示所在区县）' },
  { key: 'dataRetentionConsent', label: '同意平台保存轨迹历史' },
  { key: 'allowSupportAccess', label: '允许平台客服在处理工单时查看本账号数据' },
];

/** Only what differs from the stored settings is sent (the server refuses an empty change). */
export function privacyChanges(stored: PrivacySettings, edited: Editable): PrivacyUpdate {
  const change: PrivacyUpdate = {};
  if (edited.hideLocationFromSubUsers !== stored.hideLocationFromSubUsers) change.hideLocationFromSubUsers = edited.hideLocationFromSubUsers;
  if (edited.dataRetentionConsent !== stored.dataRetentionConsent) change.dataRetentionConsent = edited.dataRetentionConsent;
  if (edited.trackRetentionDays !== stored.trackRetentionDays) change.trackRetentionDays = edited.trackRetentionDays;
  if (edited.allowSupportAccess !== stored.allowSupportAccess) change.allowSupportAccess = edited.allowSupportAccess;
  return change;
}

/** 隐私设置: the user's privacy preferences; 保存 sends what changed and keeps the edits on failure. */
export function PrivacyCard({ stored, onChanged }: { stored: PrivacySettings; onChanged: () => void }) {
  const root = useRootStore();
  const { message } = App.useApp();
  const action = useFormAction();
  const [edited, setEdited] = useState<Editable>(stored);
  const change = privacyChanges(stored, edited);
  const dirty = Object.keys(change).length > 0;

  const save = async () => {
    const done = await action.run(async () => {
      const saved = await updatePrivacy(root.http, change);
      setEdited(saved);
      void message.success('隐私设置已保存');
    });
    if (done) onChanged();
  };

  return (
    <Card title="隐私设置" size="small">
      <FormFailure message={action.error} />
      <Space orientation="vertical" size={12}>
        {SWITCHES.map((item) => (
          <label key={item.key} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <Switch checked={edited[item.key]} onChange={(checked) => setEdited({ ...edited, [item.key]: checked })} aria-label={item.label} />
            <span>{item.label}</span>
          </label>
        ))}
        <Space>
          <span id="retention-label">轨迹保存时长</span>
          <Select
            aria-labelledby="retention-label"
            value={edited.trackRetentionDays}
            options={TRACK_RETENTION_DAYS.map((days) => ({ value: days, label: `${days} 天` }))}
            onChange={(days) => setEdited({ ...edited, trackRetentionDays: days })}
            style={{ width: 120 }}
          />
        </Space>
        <Space>
          <Button type="primary" onClick={save} disabled={!dirty} loading={action.busy}>
            保存隐私设置
          </Button>
          <Typography.Text type="secondary">{`上次修改：${showTime(stored.updatedAt)}`}</Typography.Text>
        </Space>
      </Space>
    </Card>
  );
}
