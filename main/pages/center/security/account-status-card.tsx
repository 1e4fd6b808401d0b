import { Alert, Card, Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import type { AccountStatus } from '@shared/api/dto/account-dto';
import { showTime } from '../center-time';
import { LoadFailure } from '../load-failure';
import type { CenterLoad } from '../use-center-load';
import { StatusTag } from '../status-tag';

/** 账号状态 (checkStatus.json): lock, password age, the last two logins. */
export function AccountStatusCard({ status }: { status: CenterLoad<AccountStatus> }) {
  const data = status.data;
  const items: DescriptionsProps['items'] = data
    ? [
        {
          key: 'status',
          label: '账号状态',
          children:
            data.status === 'locked' ? <StatusTag tone="danger">{`已临时锁定，至 ${showTime(data.lockedUntil)}`}</StatusTag> : <StatusTag tone="success">正常</StatusTag>,
        },
        { key: 'failures', label: '近期登录失败', children: `${data.recentFailures} 次` },
        { key: 'changed', label: '密码修改时间', children: showTime(data.passwordChangedAt) },
        { key: 'expires', label: '密码有效期至', children: showTime(data.passwordExpiresAt) },
        { key: 'last', label: '本次登录', children: `${showTime(data.lastLoginTime)}（${data.lastLoginIp ?? '—'}）` },
        { key: 'previous', label: '上次登录', children: `${showTime(data.previousLoginTime)}（${data.previousLoginIp ?? '—'}）` },
      ]
    : [];
  return (
    <Card title="账号状态" size="small" loading={status.loading && !data}>
      {status.error ? <LoadFailure title="账号状态加载失败" message={status.error} onRetry={status.reload} /> : null}
      {data?.passwordExpired ? (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title="密码已过期，请立即修改密码。" />
      ) : data?.passwordChangeDue ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="密码即将过期，请尽快修改密码。" />
      ) : null}
      <Descriptions bordered size="small" column={2} items={items} />
    </Card>
  );
}
