import { FLAG_SESSION_EXPIRED } from '@shared/constants/flags';
import { isApiError } from '@shared/http/api-error';
import { sendJson, type RecordedRequest, type Reply } from './local-server';

/** A route's answer that leaves the request open: the test answers it (`request.respond(...)`) when it chooses. */
export const HELD = Symbol('held');

/**
 * What the local server answers on one path: a JSON body (usually an envelope built with `ok` or
 * `fail`), a promise of one (answered when it settles), `HELD`, or a throw / rejection, which
 * drops the connection: the client sees a network failure.
 */
export type Route = (request: RecordedRequest) => unknown;

export type Routes = Record<string, Route>;

export const ok = (obj: unknown) => ({ flag: 1, msg: '成功', obj });
export const fail = (flag: number, msg: string) => ({ flag, msg, obj: null });

/** A reply that answers each path from the table; a path the table lacks is an HTTP 404 naming it. */
export function scriptedReply(routes: Routes): Reply {
  return (request, response) => {
    const route = routes[request.path];
    if (!route) {
      sendJson(response, 404, { msg: `测试未定义接口 ${request.path}` });
      return;
    }
    let answer: unknown;
    try {
      answer = route(request);
    } catch {
      request.drop();
      return;
    }
    if (answer === HELD) return;
    Promise.resolve(answer).then(
      (body) => request.answer(body),
      () => request.drop(),
    );
  };
}

/**
 * Answers a request so that the real client ends with `error`: a flag or 4010 as its envelope, an
 * HTTP error as its status and msg; anything else (network, time-out...) drops the connection.
 * Lets a test say which failure the caller sees without restating the envelope rules.
 */
export function answerWithError(request: RecordedRequest, error: unknown): void {
  if (!isApiError(error)) {
    request.drop();
    return;
  }
  if (error.kind === 'flag') request.answer({ flag: error.flag ?? 0, msg: error.message, obj: null });
  else if (error.kind === 'session-expired') request.answer({ flag: FLAG_SESSION_EXPIRED, msg: error.message, obj: null });
  else if (error.kind === 'http') request.answer({ msg: error.message }, error.status ?? 500);
  else request.drop();
}
