import { getCustomerInfo } from '@shared/api/customer-api';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('customer endpoint: client function against the real server', () => {
  const env = startContractServerForFile();

  it('getCustomerInfo answers the branding of a host to an anonymous client', async () => {
    expect(await getCustomerInfo(env.anonymous, 'fleet.example.com')).toMatchObject({ customerFlag: 1, title: '车辆定位平台', loginStyle: 'new' });
    expect((await getCustomerInfo(env.anonymous, 'old.fleet.local:8080')).loginStyle).toBe('old');
  });

  it('getCustomerInfo refuses an empty or over-long host before sending, with the server\'s wording', async () => {
    await expect(getCustomerInfo(env.anonymous, '')).rejects.toMatchObject({ kind: 'invalid-request', message: '参数错误：域名(url)不能为空' });
    await expect(getCustomerInfo(env.anonymous, 'a'.repeat(256))).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：域名(url)长度不能超过 255 个字符',
    });
  });
});
