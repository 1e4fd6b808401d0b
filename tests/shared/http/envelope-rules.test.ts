import * as z from 'zod/mini';
import { MSG_LOGIN_TIMEOUT } from '@shared/constants/messages';
import { ApiError, type ApiErrorKind } from '@shared/http/api-error';
import { unwrapEnvelope } from '@shared/http/envelope-rules';

/** The success rules (product-spec §5, §7, §8) as a table of bodies and outcomes. */
const rowSchema = z.object({ id: z.number() });

function outcome(body: unknown): { ok: unknown } | { kind: ApiErrorKind; message: string; flag?: number; code?: number } {
  try {
    return { ok: unwrapEnvelope(body, rowSchema) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      kind: error.kind,
      message: error.message,
      ...(error.flag === undefined ? {} : { flag: error.flag }),
      ...(error.code === undefined ? {} : { code: error.code }),
    };
  }
}

describe('unwrapEnvelope', () => {
  it.each<[string, unknown, ReturnType<typeof outcome>]>([
    ['flag 1 → decoded obj', { flag: 1, obj: { id: 3, extra: 'x' } }, { ok: { id: 3 } }],
    ['flag 1, msg null, code null → decoded obj', { flag: 1, msg: null, code: null, obj: { id: 3 } }, { ok: { id: 3 } }],
    ['flag 1, code 0 → decoded obj', { flag: 1, code: 0, obj: { id: 3 } }, { ok: { id: 3 } }],
    ['flag 1, code 1 → failure', { flag: 1, code: 1, msg: '失败', obj: { id: 3 } }, { kind: 'flag', flag: 1, code: 1, message: '失败' }],
    ['flag 0 → failure with msg', { flag: 0, msg: '验证码错误' }, { kind: 'flag', flag: 0, message: '验证码错误' }],
    ['flag 5001 → failure with msg', { flag: 5001, msg: '客户不存在' }, { kind: 'flag', flag: 5001, message: '客户不存在' }],
    ['flag 404 → failure', { flag: 404, msg: null }, { kind: 'flag', flag: 404, message: '网络异常' }],
    ['flag 4010 → session-expired', { flag: 4010, msg: 'x' }, { kind: 'session-expired', flag: 4010, message: MSG_LOGIN_TIMEOUT }],
    ['flag 4010 with code → session-expired', { flag: 4010, code: 9 }, { kind: 'session-expired', flag: 4010, message: MSG_LOGIN_TIMEOUT }],
    ['no flag → malformed', { msg: 'ok', obj: { id: 3 } }, { kind: 'malformed', message: '服务器返回的数据格式不正确' }],
    ['string flag → malformed', { flag: '1', obj: { id: 3 } }, { kind: 'malformed', message: '服务器返回的数据格式不正确' }],
    ['null body → malformed', null, { kind: 'malformed', message: '服务器返回的数据格式不正确' }],
    ['text body → malformed', '<html></html>', { kind: 'malformed', message: '服务器返回的数据格式不正确' }],
    ['obj of the wrong shape → malformed', { flag: 1, obj: { id: '3' } }, { kind: 'malformed', flag: 1, message: '服务器返回的数据格式不正确' }],
    ['obj missing → malformed', { flag: 1 }, { kind: 'malformed', flag: 1, message: '服务器返回的数据格式不正确' }],
  ])('%s', (_name, body, expected) => {
    expect(outcome(body)).toEqual(expected);
  });

  it('keeps the raw body on the error', () => {
    const body = { flag: 0, msg: 'x', obj: { detail: 1 } };
    expect(() => unwrapEnvelope(body, rowSchema)).toThrow(expect.objectContaining({ body }));
  });
});
