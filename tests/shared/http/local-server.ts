import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it (header names are lower-cased by node). */
export interface RecordedRequest {
  method: string;
  /** path and query, e.g. `/a.json?x=1` */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export type Reply = (request: RecordedRequest, response: ServerResponse) => void;

export interface LocalServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** how the next requests are answered; the default answers `{ flag: 1, obj: null }` */
  reply: Reply;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

const okReply: Reply = (_request, response) => sendJson(response, 200, { flag: 1, obj: null });

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

/**
 * A real HTTP server on a free port. With `cors`, it answers preflights and allows any origin and
 * header, so jsdom's XMLHttpRequest (page origin http://localhost:3000) can call it.
 */
export async function startLocalServer(options: { cors?: boolean } = {}): Promise<LocalServer> {
  const state: { reply: Reply } = { reply: okReply };
  const requests: RecordedRequest[] = [];
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
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      state.reply(recorded, response);
    });
  });
  const origin = await listen(server);
  return {
    origin,
    requests,
    get reply() {
      return state.reply;
    },
    set reply(reply: Reply) {
      state.reply = reply;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address where nothing listens: a server is started on a free port and closed again. */
export async function closedPortOrigin(): Promise<string> {
  const server = createServer();
  const origin = await listen(server);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return origin;
}

/** The query of a recorded request as an object of its first values. */
export function queryOf(request: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URL(request.url, 'http://x').searchParams);
}
