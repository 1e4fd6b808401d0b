import type { AddressInfo } from 'node:net';
import { createHttpClient, type HttpClient } from '@shared/http/http-client';
import { afterAll, beforeAll } from 'vitest';
import type { ServerConfig } from '@server/config';
import { sessionFor, startTestServer, type TestServer } from '../helpers';

/**
 * Contract tests call the typed client functions of `shared/api/` through the product's real HTTP
 * client (axios, node transport) against the real reference server listening on loopback: the
 * request the client builds must pass the server's validation, and the server's answer must pass
 * the client's response schema. One kit for every domain's contract test.
 */
export interface ContractEnv {
  server: TestServer;
  /** the demo operator's client */
  operator: HttpClient;
  /** the demo sub-user's client */
  sub: HttpClient;
  /** a client with no session */
  anonymous: HttpClient;
  origin: string;
}

export function clientFor(origin: string, sessionId: string | null): HttpClient {
  return createHttpClient({ platformId: 0, baseUrl: origin, readSessionId: () => sessionId, readUserId: () => null });
}

/** Starts one server for the file (beforeAll/afterAll) and logs in the two demo users. */
export function startContractServerForFile(overrides: Partial<ServerConfig> = {}): ContractEnv {
  const env = {} as ContractEnv;
  beforeAll(async () => {
    const server = await startTestServer(overrides);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const [operatorSession, subSession] = [await sessionFor(server.app, 'demo'), await sessionFor(server.app, 'demo-sub')];
    Object.assign(env, {
      server,
      origin,
      operator: clientFor(origin, operatorSession),
      sub: clientFor(origin, subSession),
      anonymous: clientFor(origin, null),
    });
  });
  afterAll(() => env.server.close());
  return env;
}
