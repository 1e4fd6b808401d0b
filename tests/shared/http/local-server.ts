import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The one HTTP test double of the client contract (conventions.md: "a real local server or request
 * interception, not vi.mock('axios')"): a real HTTP server on loopback, called by the product's real
 * HTTP client. It records what arrived and answers as the test scripts it: raw (`reply`), per path
 * (`scripted-routes.ts`), or left open for the test to answer (`tests/micro/car/console-http.ts`).
 * What a store asked of its client is seen, at once, through `recording-client.ts`, a spy that
 * passes every call on.
 */

/** One request as the server received it (header names are lower-cased by node). */
export interface RecordedRequest {
  method: string;
  /** path and query, e.g. `/a.json?x=1` */
  url: string;
  /** the path without the query */
  path: string;
  /** the query's first values, as sent (strings) */
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** the raw body */
  body: string;
  /** the client gave up on it (aborted, timed out) before it was answered */
  aborted: boolean;
  answered: boolean;
  /** answers a request the reply left open with this JSON body; ignored once answered or aborted */
  answer(body: unknown, status?: number): void;
  /** answers with the success envelope around `obj` */
  respond(obj: unknown): void;
  /** closes the connection without an answer: the client sees a network failure */
  drop(): void;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void;

export interface LocalServer {
  /** `http://127.0.0.1:<port>`, set once it listens */
  origin: string;
  requests: RecordedRequest[];
  /** how the next requests are answered; the default answers `{ flag: 1, obj: null }` */
  reply: Reply;
  listen(): Promise<void>;
  /** drops the requests still open, forgets the recorded ones and restores the default reply */
  reset(): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

const okReply: Reply = (_request, response) => sendJson(response, 200, { flag: 1, obj: null });

function listenOn(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

function record(request: IncomingMessage, body: string, response: ServerResponse): RecordedRequest {
  const url = new URL(request.url ?? '/', 'http://x');
  const recorded: RecordedRequest = {
    method: request.method ?? '',
    url: request.url ?? '',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: request.headers,
    body,
    aborted: false,
    answered: false,
    answer(answerBody, status = 200) {
      if (recorded.answered || recorded.aborted || response.destroyed) return;
      recorded.answered = true;
      sendJson(response, status, answerBody);
    },
    respond: (obj) => recorded.answer({ flag: 1, msg: '成功', obj }),
    drop: () => response.socket?.destroy(),
  };
  response.on('finish', () => {
    recorded.answered = true;
  });
  response.on('close', () => {
    if (!response.writableFinished) recorded.aborted = true;
  });
  return recorded;
}

/**
 * A real HTTP server, not yet listening (`listen()`). With `cors`, it answers preflights and allows
 * any origin and header, so jsdom's XMLHttpRequest (page origin http://localhost:3000) can call it.
 */
export function createLocalServer(options: { cors?: boolean } = {}): LocalServer {
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (options.cors) {
      response.setHeader('Access-Control-Allow-Origin', String(request.headers.origin ?? '*'));
      response.setHeader('Access-Control-Expose-Headers', 'Content-Type');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST',
          'Access-Control-Allow-Headers': String(request.headers['access-control-request-headers'] ?? ''),
        });
        response.end();
        return;
      }
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = record(request, Buffer.concat(chunks).toString('utf8'), response);
      local.requests.push(recorded);
      local.reply(recorded, response);
    });
  });
  const local: LocalServer = {
    origin: '',
    requests: [],
    reply: okReply,
    async listen() {
      local.origin = await listenOn(server);
    },
    reset() {
      // only the connections of unanswered requests: an idle keep-alive connection stays, so the
      // client never picks one the server is closing at that moment (a spurious network error)
      for (const request of local.requests) if (!request.answered && !request.aborted) request.drop();
      local.requests.length = 0;
      local.reply = okReply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return local;
}

/** A local server already listening. */
export async function startLocalServer(options: { cors?: boolean } = {}): Promise<LocalServer> {
  const server = createLocalServer(options);
  await server.listen();
  return server;
}

/** An address where nothing listens: a server is started on a free port and closed again. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  const origin = await listenOn(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

/** The query of a recorded request as an object of its first values. */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return request.query;
}
