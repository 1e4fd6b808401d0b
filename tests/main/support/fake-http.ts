import type * as z from 'zod/mini';
import { ApiError } from '@shared/http/api-error';
import { unwrapEnvelope } from '@shared/http/envelope-rules';
import type { HttpClient, Query } from '@shared/http/http-client';

export interface RecordedCall {
  method: 'GET' | 'POST_FORM' | 'POST_JSON';
  path: string;
  query: Query | undefined;
  body: unknown;
}

/** What a route answers: an envelope body (run through the real envelope rules) or a thrown error. */
export type FakeRoute = (call: RecordedCall) => unknown | Promise<unknown>;

/**
 * An HttpClient that answers from a table of routes instead of the network, applying the real
 * envelope rules (so flags, 4010 and malformed payloads behave as with the real client).
 */
export function createFakeHttp(routes: Record<string, FakeRoute>, onSessionExpired?: (error: ApiError) => void) {
  const calls: RecordedCall[] = [];
  const answer = async <T>(call: RecordedCall, payload: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T> => {
    calls.push(call);
    const route = routes[call.path];
    if (!route) throw new ApiError({ kind: 'http', status: 404, message: `测试未定义接口 ${call.path}` });
    const body = await route(call);
    if (signal?.aborted) throw new ApiError({ kind: 'aborted', message: '请求已取消' });
    try {
      return unwrapEnvelope(body, payload);
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'session-expired') onSessionExpired?.(error);
      throw error;
    }
  };
  const unsupported = (name: string) => () => Promise.reject(new Error(`测试替身不支持 ${name}`));
  const http: HttpClient = {
    get: (path, payload, query, options) => answer({ method: 'GET', path, query, body: undefined }, payload, options?.signal),
    postForm: (path, payload, body, options) => answer({ method: 'POST_FORM', path, query: undefined, body }, payload, options?.signal),
    postJson: (path, payload, body, options) => answer({ method: 'POST_JSON', path, query: undefined, body }, payload, options?.signal),
    upload: unsupported('upload'),
    jsonp: unsupported('jsonp'),
    downloadSpreadsheet: unsupported('downloadSpreadsheet'),
    exportUrl: (path) => path,
    headers: () => ({}),
  };
  return { http, calls };
}

export const ok = (obj: unknown) => ({ flag: 1, msg: '成功', obj });
export const fail = (flag: number, msg: string) => ({ flag, msg, obj: null });
