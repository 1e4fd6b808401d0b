import { ApiError, type ApiErrorKind } from '@shared/http/api-error';
import { decideErrorFeedback, type ErrorFeedback } from '@shared/ui/feedback/error-feedback';

describe('decideErrorFeedback: what the user sees for each kind of error', () => {
  it.each<[ApiErrorKind, string, ErrorFeedback]>([
    ['aborted', '请求已取消', { kind: 'none' }],
    ['session-expired', '登录超时，请重新登录', { kind: 'session' }],
    ['network', '网络异常', { kind: 'toast', text: '网络异常' }],
    ['timeout', '请求超时，请稍后重试', { kind: 'toast', text: '请求超时，请稍后重试' }],
    ['http', '服务器内部错误', { kind: 'toast', text: '服务器内部错误' }],
    ['flag', '用户名或密码错误', { kind: 'toast', text: '用户名或密码错误' }],
    ['malformed', '服务器返回的数据格式不正确', { kind: 'toast', text: '服务器返回的数据格式不正确' }],
    ['invalid-request', '参数错误：开始时间不能晚于结束时间', { kind: 'toast', text: '参数错误：开始时间不能晚于结束时间' }],
  ])('%s → %j', (kind, message, expected) => {
    expect(decideErrorFeedback(new ApiError({ kind, message }))).toEqual(expected);
  });

  it('a toast without a server message says 网络异常 (the default failure message, product-spec §8)', () => {
    expect(decideErrorFeedback(new ApiError({ kind: 'http', status: 502 }))).toEqual({ kind: 'toast', text: '网络异常' });
  });
});
