import type * as z from 'zod/mini';
import type { HttpClient } from '@shared/http/http-client';

/** What a fake endpoint does with a request: answers an obj (checked by the response schema) or throws. */
export type FakeRoute = (request: unknown) => unknown;

/** A client answering GET and JSON POST calls from a table of paths; every call is recorded. */
export function fakeHttp(routes: Record<string, FakeRoute>): HttpClient & { calls: Array<{ path: string; request: unknown }> } {
  const calls: Array<{ path: string; request: unknown }> = [];
  const answer = <T>(path: string, payload: z.ZodMiniType<T>, request: unknown): Promise<T> => {
    calls.push({ path, request });
    const route = Object.entries(routes).find(([suffix]) => path.endsWith(suffix))?.[1];
    if (!route) return Promise.reject(new Error(`no fake route for ${path}`));
    try {
      return Promise.resolve(payload.parse(route(request)));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const unused = () => Promise.reject(new Error('not used by playback'));
  return {
    calls,
    get: (path, payload, query) => answer(path, payload, query),
    postJson: (path, payload, body) => answer(path, payload, body),
    postForm: unused,
    upload: unused,
    jsonp: unused,
    getBytes: (path, query) => {
      calls.push({ path, request: query });
      const route = Object.entries(routes).find(([suffix]) => path.endsWith(suffix))?.[1];
      if (!route) return Promise.reject(new Error(`no fake route for ${path}`));
      try {
        return Promise.resolve(route(query) as ArrayBuffer);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    downloadSpreadsheet: unused,
    exportUrl: () => '',
    headers: () => ({}),
  };
}
