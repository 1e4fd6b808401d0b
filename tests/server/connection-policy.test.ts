import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { CONNECTION_POLICY, limitConnections } from '@server/http/connection-policy';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

/** Opens a socket and reports whether the server kept it (true) or closed it at once (false). */
function openSocket(port: number): Promise<{ socket: Socket; kept: Promise<boolean> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      const kept = new Promise<boolean>((settle) => {
        socket.once('close', () => settle(false));
        // a request answered means the server serves this socket
        socket.once('data', () => settle(true));
        socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      });
      resolve({ socket, kept });
    });
    socket.on('error', () => undefined);
  });
}

describe('connection limits', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('serves the first connections of an address up to its cap and closes the ones beyond it', async () => {
    const server = createServer((_request, response) => response.end('ok'));
    servers.push(server);
    limitConnections(server, { perAddress: 3, total: 100 });
    const port = await listen(server);
    const sockets: Awaited<ReturnType<typeof openSocket>>[] = [];
    for (let i = 0; i < 5; i += 1) sockets.push(await openSocket(port));
    const kept = await Promise.all(sockets.map((entry) => entry.kept));
    expect(kept).toEqual([true, true, true, false, false]);
    // a connection that closes frees its place for the next one
    sockets[0]?.socket.destroy();
    await new Promise((resolve) => sockets[0]?.socket.once('close', resolve));
    await expect((await openSocket(port)).kept).resolves.toBe(true);
    sockets.forEach((entry) => entry.socket.destroy());
  });

  it('the reference server carries the idle, header, request and keep-alive time-outs and the caps', async () => {
    const server = await startTestServer();
    try {
      const http = server.app.server;
      expect(http.timeout).toBe(CONNECTION_POLICY.idleSocketMs);
      expect(http.headersTimeout).toBe(CONNECTION_POLICY.headersMs);
      expect(http.requestTimeout).toBe(CONNECTION_POLICY.requestMs);
      expect(http.keepAliveTimeout).toBe(CONNECTION_POLICY.keepAliveMs);
      expect(http.maxConnections).toBe(CONNECTION_POLICY.total);
    } finally {
      await server.close();
    }
  });
});
