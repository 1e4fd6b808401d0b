import { Card, Descriptions, Typography } from 'antd';
import type { DeviceTrust } from '@shared/api/dto/account-dto';
import { showTime } from '../center-time';
import { LoadFailure } from '../load-failure';
import type { CenterLoad } from '../use-center-load';
import { StatusTag } from '../status-tag';

/** 受信任设备: is this browser trusted ({hash}.json); an untrusted one is trusted by the SMS identity check. */
export function DeviceTrustCard({ trust }: { trust: CenterLoad<DeviceTrust | null> }) {
  const data = trust.data;
  return (
    <Card title="受信任设备" size="small" loading={trust.loading && !data}>
      {trust.error ? <LoadFailure title="设备信息加载失败" message={trust.error} onRetry={trust.reload} /> : null}
      {!trust.loading && !trust.error && !data ? <Typography.Text type="secondary">当前浏览器不支持设备识别。</Typography.Text> : null}
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'trusted', label: '当前设备', children: data.trusted ? <StatusTag tone="success">受信任</StatusTag> : <StatusTag tone="warning">未受信任</StatusTag> },
              { key: 'first', label: '首次使用', children: showTime(data.firstSeenAt) },
              { key: 'last', label: '最近使用', children: showTime(data.lastSeenAt) },
            ]}
          />
          {data.verifyRequired ? (
            <Typography.Paragraph>此设备尚未受信任：在「手机绑定」中完成一次短信身份验证即可信任此设备。</Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
