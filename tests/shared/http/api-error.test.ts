import { MSG_NETWORK_EXCEPTION } from '@shared/constants/messages';
import { ApiError, errorText, isApiError, toApiError } from '@shared/http/api-error';

describe('errorText: msg if present, otherwise the raw value (product-spec §8)', () => {
  it.each<[string, unknown, string]>([
    ['an ApiError', new ApiError({ kind: 'flag', flag: 0, message: '密码错误' }), '密码错误'],
    ['an Error', new Error('加载失败'), '加载失败'],
    ['a response-like object with msg', { flag: 0, msg: '账号已停用' }, '账号已停用'],
    ['a string', '请选择车辆', '请选择车辆'],
    ['a number', 404, '404'],
    ['false', false, 'false'],
    ['null', null, '网络异常'],
    ['undefined', undefined, '网络异常'],
  ])('%s', (_name, value, expected) => {
    expect(errorText(value)).toBe(expected);
  });

  it('falls back to 网络异常 for null and undefined (the default failure message)', () => {
    expect(errorText(null)).toBe(MSG_NETWORK_EXCEPTION);
    expect(errorText(undefined)).toBe(MSG_NETWORK_EXCEPTION);
  });

  it('shows the raw value of an object whose msg is empty rather than an empty text', () => {
    expect(errorText({ msg: '' })).not.toBe('');
  });
});

describe('ApiError', () => {
  it('carries kind, flag, code, status and body', () => {
    const body = { flag: 0, code: 7, msg: 'x' };
    const error = new ApiError({ kind: 'flag', flag: 0, code: 7, status: 200, message: 'x', body });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'flag', flag: 0, code: 7, status: 200, message: 'x', body });
  });

  it.each([undefined, null, ''])('uses 网络异常 when the message is %j', (message) => {
    expect(new ApiError({ kind: 'network', message }).message).toBe('网络异常');
  });

  it('is recognised by isApiError, also across realms by its name and kind', () => {
    expect(isApiError(new ApiError({ kind: 'timeout' }))).toBe(true);
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', kind: 'http' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', kind: 'http' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('toApiError: the one normaliser', () => {
  it('keeps an ApiError, also one from another realm, as it is', () => {
    const own = new ApiError({ kind: 'timeout' });
    expect(toApiError(own)).toBe(own);
    const foreign = Object.assign(new Error('登录超时'), { name: 'ApiError', kind: 'session-expired' });
    expect(toApiError(foreign)).toBe(foreign);
  });

  it.each<[string, unknown, string]>([
    ['an Error', new Error('加载失败'), '加载失败'],
    ['a response-like object with msg', { flag: 0, msg: '账号已停用' }, '账号已停用'],
    ['a string', '请选择车辆', '请选择车辆'],
    ['null', null, '网络异常'],
  ])('turns %s into a malformed ApiError carrying its text', (_name, value, message) => {
    const error = toApiError(value);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', message });
  });
});
