import { generateKeyPairSync } from 'node:crypto';
import { queryOf, sendJson, startLocalServer, type LocalServer } from '../../shared/http/local-server';
import { makeVehicle, pageOf } from './fake-http-client';

/**
 * A real HTTP server answering the endpoints the console calls, for tests that go through
 * `mount` and the real HTTP client (jsdom XHR, CORS included).
 */
export interface ConsoleServer {
  server: LocalServer;
  origin: string;
  /** 'expired' answers every protected call with flag 4010 */
  mode: 'ok' | 'expired';
  hits(path: string): number;
  close(): Promise<void>;
}

export const SERVER_VEHICLE = makeVehicle({ plate: '京A88888', state: 'online', groupName: '测试车队' });

export async function startConsoleServer(): Promise<ConsoleServer> {
  const server = await startLocalServer({ cors: true });
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const state: ConsoleServer = {
    server,
    origin: server.origin,
    mode: 'ok',
    hits: (path) => server.requests.filter((request) => request.url.split('?')[0] === path).length,
    close: () => server.close(),
  };
  const ok = (obj: unknown) => ({ flag: 1, msg: '成功', obj });

  server.reply = (request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/oauth/loginPage') {
      sendJson(response, 200, ok({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }), captchaRequired: false, smsLoginEnabled: false }));
      return;
    }
    if (path === '/oauth/v4/token') {
      sendJson(response, 200, ok({ sessionId: 'session-from-login', expiresIn: 3600 }));
      return;
    }
    if (state.mode === 'expired') {
      sendJson(response, 200, { flag: 4010, msg: '登录超时' });
      return;
    }
    if (path === '/car/v1/api/vehicle/pageVehicle.json') {
      sendJson(response, 200, ok(pageOf([SERVER_VEHICLE], 1, Number(queryOf(request).pageNum))));
    } else if (path === '/car/v1/api/vehicle/getVehicle.json') {
      sendJson(
        response,
        200,
        ok({ ...SERVER_VEHICLE, model: 'GT06', simNo: '1440000000001', driverName: null, driverPhone: null, voltage: 12.6, gsmSignal: 4, satellites: 9 }),
      );
    } else if (path === '/car/v1/api/user/getUser.json') {
      sendJson(
        response,
        200,
        ok({ userId: 7, userName: 'demo', nickName: '演示', userType: 'operator', roleId: 1, customerId: 1, customerName: '演示客户', phone: null, chatLogo: null }),
      );
    } else {
      sendJson(response, 404, { flag: 404, msg: '接口不存在' });
    }
  };
  return state;
}
