import { Button, Card, Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { getUser } from '@shared/api/user-api';
import { useReportError } from '@shared/ui/feedback/error-feedback-provider';
import { useRootStore } from '../../../context/store-context';

/** Hides the middle of a phone number: the page may be on a shared screen. */
export function maskPhone(phone: string | null): string {
  if (!phone) return '未绑定';
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/**
 * The account as the server knows it (getUser), refreshable. A failed 刷新 is an action's
 * failure: it goes to the shell's error path (a toast, or the session dialog); the details shown
 * stay those last known.
 */
export const AccountCard = observer(function AccountCard() {
  const root = useRootStore();
  const [fresh, setFresh] = useState<UserInfo | null>(null);
  const [loading, setLoading] = useState(false);
  const reportError = useReportError();
  const user = fresh ?? root.session.user;

  const refresh = async () => {
    setLoading(true);
    try {
      setFresh(await getUser(root.http));
    } catch (failure) {
      reportError(failure);
    } finally {
      setLoading(false);
    }
  };

  const items: DescriptionsProps['items'] = user
    ? [
        { key: 'userName', label: '登录账号', children: user.userName },
        { key: 'nickName', label: '昵称', children: user.nickName || '未设置' },
        { key: 'userType', label: '账号类型', children: user.userType === 'operator' ? '运营商账号' : '子账号' },
        { key: 'customer', label: '所属客户', children: user.customerName },
        { key: 'phone', label: '绑定手机', children: maskPhone(user.phone) },
      ]
    : [];

  return (
    <Card
      title="账号信息"
      size="small"
      extra={
        <Button onClick={refresh} loading={loading}>
          刷新
        </Button>
      }
    >
      <Descriptions bordered column={1} items={items} />
    </Card>
  );
});
