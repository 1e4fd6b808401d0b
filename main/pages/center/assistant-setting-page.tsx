import { Alert, App, Button, Card, Descriptions, Form, Input, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { getChatConfig, updateChatConfig } from '@shared/api/assistant-api';
import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import { PROVIDER_KEY_MAX, PROVIDER_MODEL_MAX, PROVIDER_URL_MAX, type UpdateChatConfigRequest } from '@shared/api/endpoints/assistant-endpoints';
import { useRootStore } from '../../context/store-context';
import { FormFailure } from './form-failure';
import { LoadFailure } from './load-failure';
import { useCenterLoad } from './use-center-load';
import { useFormAction } from './use-form-action';

/** What the key field shows when a key is stored: never the key itself (the server does not send it). */
export const KEY_SET_TEXT = '已设置';
export const MASKED_KEY = '••••••';

interface Draft {
  enabled: boolean;
  providerUrl: string;
  providerModel: string;
  /** empty: keep the stored key */
  providerKey: string;
}

function draftOf(settings: ChatSettings): Draft {
  return { enabled: settings.enabled, providerUrl: settings.providerUrl ?? '', providerModel: settings.providerModel ?? '', providerKey: '' };
}

/**
 * The request a save sends: the switch, and the provider (an empty address disconnects it). The
 * key goes only when the operator typed a new one; an empty field keeps the stored key.
 */
export function saveRequestOf(draft: Draft): UpdateChatConfigRequest {
  const providerUrl = draft.providerUrl.trim();
  return {
    enabled: draft.enabled,
    providerUrl,
    ...(providerUrl ? { providerModel: draft.providerModel.trim() } : {}),
    ...(providerUrl && draft.providerKey ? { providerKey: draft.providerKey } : {}),
  };
}

/**
 * 智能助手设置 (operators): switch the assistant off or on for the whole customer (off: the widget
 * no longer loads for anyone, questions are refused) and connect an OpenAI-compatible provider.
 * The server checks the operator (sub-users see the state read-only) and the provider address
 * (https, no internal network); its refusal is shown next to the form. The stored key is never
 * shown, only that one is set.
 */
export const AssistantSettingPage = observer(function AssistantSettingPage() {
  const root = useRootStore();
  const { message } = App.useApp();
  const load = useCallback(() => getChatConfig(root.http), [root.http]);
  const { data, error, loading, reload } = useCenterLoad(load);
  const [saved, setSaved] = useState<ChatSettings | null>(null);
  const settings = saved ?? data;
  const [draft, setDraft] = useState<Draft | null>(null);
  const action = useFormAction();

  useEffect(() => {
    if (data) {
      setSaved(null);
      setDraft(draftOf(data));
    }
  }, [data]);

  if (error && !settings) return <LoadFailure title="智能助手设置加载失败" message={error} onRetry={reload} />;
  if (!settings || !draft) return <Card loading={loading} title="智能助手设置" />;

  const status = (
    <Descriptions column={1} size="small" style={{ marginBottom: 16 }}>
      <Descriptions.Item label="状态">{settings.enabled ? '已开启' : '已关闭'}</Descriptions.Item>
      <Descriptions.Item label="回答方式">{settings.providerModel ? `大模型服务（${settings.providerModel}）` : '内置助手（离线知识库与车辆数据）'}</Descriptions.Item>
    </Descriptions>
  );

  if (!settings.editable) {
    return (
      <Card title="智能助手设置">
        {status}
        <Alert type="info" showIcon title="只有运营管理员可以修改智能助手设置" />
      </Card>
    );
  }

  const update = (patch: Partial<Draft>) => {
    action.clearError();
    setDraft({ ...draft, ...patch });
  };

  const save = async () => {
    const ok = await action.run(async () => {
      const next = await updateChatConfig(root.http, saveRequestOf(draft));
      setSaved(next);
      setDraft(draftOf(next));
    });
    if (ok) void message.success('智能助手设置已保存');
  };

  return (
    <Card title="智能助手设置">
      {status}
      <FormFailure message={action.error} />
      <Form layout="vertical" style={{ maxWidth: 560 }} onFinish={() => void save()}>
        <Form.Item label="启用智能助手" extra="关闭后，本客户的所有账号都不再加载智能助手。">
          <Switch checked={draft.enabled} onChange={(enabled) => update({ enabled })} checkedChildren="开" unCheckedChildren="关" aria-label="启用智能助手" />
        </Form.Item>
        <Typography.Title level={5}>大模型服务（可选）</Typography.Title>
        <Typography.Paragraph type="secondary">
          填写兼容 OpenAI 接口的服务地址后，由大模型组织回答；车辆数据仍只通过本平台按账号权限查询。地址须为 https，且不能指向内网或本机。留空则使用内置助手。
        </Typography.Paragraph>
        <Form.Item label="服务地址" htmlFor="assistant-provider-url">
          <Input
            id="assistant-provider-url"
            value={draft.providerUrl}
            maxLength={PROVIDER_URL_MAX}
            placeholder="https://api.example.com/v1"
            onChange={(event) => update({ providerUrl: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="模型名称" htmlFor="assistant-provider-model">
          <Input
            id="assistant-provider-model"
            value={draft.providerModel}
            maxLength={PROVIDER_MODEL_MAX}
            disabled={!draft.providerUrl.trim()}
            onChange={(event) => update({ providerModel: event.target.value })}
          />
        </Form.Item>
        <Form.Item label="服务密钥" htmlFor="assistant-provider-key" extra={settings.providerKeySet ? `${KEY_SET_TEXT}（${MASKED_KEY}），留空则保持不变` : '未设置'}>
          <Input.Password
            id="assistant-provider-key"
            value={draft.providerKey}
            maxLength={PROVIDER_KEY_MAX}
            autoComplete="new-password"
            disabled={!draft.providerUrl.trim()}
            placeholder={settings.providerKeySet ? `${KEY_SET_TEXT}，输入新密钥以替换` : '输入密钥'}
            visibilityToggle={false}
            onChange={(event) => update({ providerKey: event.target.value })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={action.busy}>
          保存
        </Button>
      </Form>
    </Card>
  );
});
