import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { SECOND_MS } from '@shared/constants/time';

/**
 * How long the server waits for clients, and how many connections it holds, so that idle or
 * half-sent connections cannot exhaust its open files (measured before: 20,000 idle sockets from
 * one address, still open after 330 s, refused every new client).
 *
 * The values are for real clients: a browser sends its request headers at once and reuses a
 * keep-alive connection within seconds; the API takes no uploads larger than a form; a live feed
 * (Server-Sent Events) is a long response, not a long request, and its heartbeats keep the socket
 * active, so none of these cut it.
 */
export const CONNECTION_POLICY = {
  /** a socket with no traffic at all for this long is closed (Node's `server.timeout`) */
  idleSocketMs: 30 * SECOND_MS,
  /** the request line and headers must arrive within this (slow-loris) */
  headersMs: 10 * SECOND_MS,
  /** the whole request, body included, must arrive within this */
  requestMs: 30 * SECOND_MS,
  /** a keep-alive connection waits this long for the next request */
  keepAliveMs: 5 * SECOND_MS,
  /** how often Node checks the header and request time-outs */
  checkEveryMs: 2 * SECOND_MS,
  /**
   * Connections one address may hold at once. Browsers open at most 6 per host, but a whole
   * office can sit behind one NAT address, so the cap is generous: it only stops one machine
   * from holding thousands.
   */
  perAddress: 256,
  /** all connections at once, well below the open-file limit this machine kind has (20,000) */
  total: 8192,
} as const;

/** Fastify options that carry the time-outs onto Node's http server. */
export function connectionOptions() {
  return {
    connectionTimeout: CONNECTION_POLICY.idleSocketMs,
    keepAliveTimeout: CONNECTION_POLICY.keepAliveMs,
    requestTimeout: CONNECTION_POLICY.requestMs,
    http: { headersTimeout: CONNECTION_POLICY.headersMs, connectionsCheckingInterval: CONNECTION_POLICY.checkEveryMs },
  };
}

/**
 * Caps the connections per remote address and in total. A connection over the cap is closed at
 * once, before any byte is read: the client sees a reset and can retry, and the sockets already
 * held keep working.
 */
export function limitConnections(server: Server, limits: { perAddress: number; total: number } = CONNECTION_POLICY): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown';
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
