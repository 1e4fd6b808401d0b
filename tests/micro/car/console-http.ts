import { beforeEach } from 'vitest';
import { CONTRACT_VERSION, type SubAppProps } from '@shared/contract/sub-app-props';
import { createStoredSession, type StoredSession } from '@shared/storage/session-storage';
import { createTypedStorage, type TypedStorage } from '@shared/storage/typed-storage';
import { createSubAppHttpClient } from '@shared/sub-app-kit/create-sub-app-http-client';
import { sendJson, type RecordedRequest, type Reply } from '../../shared/http/local-server';
import { localServerForFile } from '../../shared/http/local-server-for-file';
import { recordingClient, wireQuery, type RecordedCall } from '../../shared/http/recording-client';
import { answerWithError } from '../../shared/http/scripted-routes';

/** A call the console made; the test (or the responder) answers it through the local server. */
export interface ConsoleRequest extends RecordedCall {
  /** answers with the success envelope around `obj` */
  respond(obj: unknown): void;
  /** answers so that the client ends with this error (an ApiError of kind flag: that envelope) */
  fail(error: unknown): void;
}

/** Answers the console's calls as they reach the server: the page's obj, or a thrown error (see `fail`). */
export type ConsoleResponder = (request: Pick<ConsoleRequest, 'path' | 'query'>) => unknown;

interface WaitingCall {
  /** path and wire query: how the request is recognised when it reaches the server */
  key: string;
  arrived(request: RecordedRequest): void;
}

/**
 * The console's API for the file that imports this module: one local server, started and reset by
 * hooks registered on import (as Testing Library registers its cleanup). A request is answered only
 * for a call its client made, matched by path and query. Each client's base address has its own
 * first path segment (`/c7`, as behind a proxy), so a request still travelling when its test ended
 * is never taken for a later test's call.
 */
const api = localServerForFile({ cors: true });
const waitingByClient = new Map<string, WaitingCall[]>();
let clientCount = 0;

const consoleReply: Reply = (request, response) => {
  const [, client = '', ...rest] = request.path.split('/');
  const key = `/${rest.join('/')}?${wireQuery(new URL(request.url, 'http://x').searchParams)}`;
  const waiting = waitingByClient.get(client) ?? [];
  const index = waiting.findIndex((call) => call.key === key);
  const call = waiting[index];
  if (!call) {
    sendJson(response, 404, { msg: `测试未发出此请求 ${request.url}` });
    return;
  }
  waiting.splice(index, 1);
  call.arrived(request);
};

beforeEach(() => {
  waitingByClient.clear();
  api.reply = consoleReply;
});

/** Turns a call into one the test can answer; its answer waits until the request reaches the server. */
function answerable(call: RecordedCall, responder: ConsoleResponder | undefined, waiting: WaitingCall[]): ConsoleRequest {
  let request: RecordedRequest | null = null;
  const queued: ((arrived: RecordedRequest) => void)[] = [];
  const whenArrived = (act: (arrived: RecordedRequest) => void) => {
    if (request) act(request);
    else queued.push(act);
  };
  const answerable: ConsoleRequest = {
    ...call,
    respond: (obj) => whenArrived((arrived) => arrived.respond(obj)),
    fail: (error) => whenArrived((arrived) => answerWithError(arrived, error)),
  };
  waiting.push({
    key: `${call.path}?${wireQuery(call.query)}`,
    arrived(arrived) {
      request = arrived;
      queued.splice(0).forEach((act) => act(arrived));
      if (!responder) return;
      try {
        answerable.respond(responder(answerable));
      } catch (error) {
        answerable.fail(error);
      }
    },
  });
  return answerable;
}

export interface ConsoleHttpDeps {
  storage?: TypedStorage;
  session?: StoredSession;
  /** called for each 4010 answer, as the host's reportSessionExpired is */
  onSessionExpired?: () => void;
}

/**
 * The console's real HTTP client (`createCarHttpClient`: platformId 8, the file's local server as the
 * host's base address, the stored session), recorded as the console calls it. Without a responder
 * each request waits on the server until the test answers it.
 */
export function createConsoleHttp(responder?: ConsoleResponder, deps: ConsoleHttpDeps = {}) {
  const storage = deps.storage ?? createTypedStorage();
  const session = deps.session ?? createStoredSession(storage);
  clientCount += 1;
  const client = `c${clientCount}`;
  const waiting: WaitingCall[] = [];
  waitingByClient.set(client, waiting);
  const props: SubAppProps = {
    contractVersion: CONTRACT_VERSION,
    platformId: 8,
    baseUrl: `${api.origin}/${client}`,
    routeBase: '/apps/car',
    navigateShell: () => undefined,
    // the console reports every 4010 to its host (create-car-http-client.ts)
    reportSessionExpired: () => deps.onSessionExpired?.(),
  };
  const real = createSubAppHttpClient({ props, storage, session });
  const { http, calls } = recordingClient(real, (call) => answerable(call, responder, waiting));
  return { client: http, requests: calls, storage, session };
}
