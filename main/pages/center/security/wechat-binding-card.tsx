import { App, Button, Card, Descriptions, Image, Popconfirm, Typography } from 'antd';
import { unbindWechat } from '@shared/api/account-api';
import type { AuthData, QrCode } from '@shared/api/dto/account-dto';
import { useRootStore } from '../../../context/store-context';
import { showTime } from '../center-time';
import { FormFailure } from '../form-failure';
import { LoadFailure } from '../load-failure';
import type { CenterLoad } from '../use-center-load';
import { useFormAction } from '../use-form-action';

/** 微信绑定: the bound WeChat account and 解绑; when none, the binding QR code to scan. */
export function WechatBindingCard({ auth, qrCode, onChanged }: { auth: AuthData; qrCode: CenterLoad<QrCode>; onChanged: () => void }) {
  const root = useRootStore();
  const { message } = App.useApp();
  const action = useFormAction();

  const runUnbind = async () => {
    const done = await action.run(async () => {
      await unbindWechat(root.http);
      void message.success('已解绑微信');
    });
    if (done) onChanged();
  };

  return (
    <Card title="微信绑定" size="small">
      <FormFailure message={action.error} />
      {auth.wechat.bound ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'nick', label: '微信昵称', children: auth.wechat.nickName ?? '—' },
              { key: 'at', label: '绑定时间', children: showTime(auth.wechat.boundAt) },
            ]}
          />
          <Popconfirm title="解绑后将不再收到微信报警推送，确定解绑吗？" okText="确定" cancelText="取消" onConfirm={runUnbind}>
            <Button danger loading={action.busy}>
              解绑微信
            </Button>
          </Popconfirm>
        </>
      ) : (
        <>
          <Typography.Paragraph>尚未绑定微信。请使用微信扫描下方二维码完成绑定，绑定后可接收微信报警推送。</Typography.Paragraph>
          {qrCode.error ? <LoadFailure title="二维码生成失败" message={qrCode.error} onRetry={qrCode.reload} /> : null}
          {qrCode.data ? <Image src={qrCode.data.dataUrl} width={160} alt="微信绑定二维码" preview={false} /> : null}
        </>
      )}
    </Card>
  );
}
