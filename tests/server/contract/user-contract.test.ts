import { getUser } from '@shared/api/user-api';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('user endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  it('getUser answers the caller of the session, with a masked phone', async () => {
    const operator = await getUser(env.operator);
    expect(operator).toMatchObject({ userName: 'demo', userType: 'operator', phone: '138****8000', customerName: '鹏程物流（演示）' });
    const sub = await getUser(env.sub);
    expect(sub).toMatchObject({ userName: 'demo-sub', userType: 'sub', customerId: operator.customerId });
    expect(sub.roleId).not.toBe(operator.roleId);
  });

  it('getUser without a session is session-expired', async () => {
    await expect(getUser(env.anonymous)).rejects.toMatchObject({ kind: 'session-expired', message: '登录超时，请重新登录' });
  });
});
