import { generateKeyPairSync } from 'node:crypto';
import type { VehicleListWire } from '@shared/api/dto/group-dto';
import { encodeVehicleListBinary, VEHICLE_LIST_BINARY_TYPE } from '@shared/api/dto/vehicle-list-binary';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { startLocalServer, type LocalServer } from '../../shared/http/local-server';
import { fail, ok, scriptedReply, type Route } from '../../shared/http/scripted-routes';
import { makeVehicle, pageOf } from './vehicle-fixtures';

/**
 * The local server scripted with the endpoints the console calls, for tests that go through
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

const LIST_PATH = '/car/v1/api/vehicle/listAllVehicles.json';
// the list's wire coding (vehicleListWireSchema): plates in one string, the state as its code,
// the report 0 ms before timeBase, the fix at the report, the state 30 minutes before it
const SERVER_LIST: VehicleListWire = {
    count: 1,
    states: [...VEHICLE_STATES],
    plates: SERVER_VEHICLE.plate,
    deviceNo: [SERVER_VEHICLE.deviceNo],
    groupId: [SERVER_VEHICLE.groupId],
    vehicleId: [SERVER_VEHICLE.vehicleId],
    state: [VEHICLE_STATES.indexOf(SERVER_VEHICLE.state)],
    lng: [SERVER_VEHICLE.lng],
    lat: [SERVER_VEHICLE.lat],
    speed: [SERVER_VEHICLE.speed],
    direction: [0],
    accOn: [1],
    alarm: [0],
    timeBase: Date.parse('2025-05-01T08:30:00.000Z'),
    reportTime: [0],
    fixTime: [0],
    stateSince: [30 * 60_000],
    cursor: '1746088200000-1-0',
    serverTime: '2025-05-01T08:30:00.000Z',
  };

export async function startConsoleServer(): Promise<ConsoleServer> {
  const server = await startLocalServer({ cors: true });
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const state: ConsoleServer = {
    server,
    origin: server.origin,
    mode: 'ok',
    hits: (path) => server.requests.filter((request) => request.path === path).length,
    close: () => server.close(),
  };
  // a protected call answers 4010 while the mode is 'expired'
  const unlessExpired =
    (route: Route): Route =>
    (request) =>
      state.mode === 'expired' ? fail(4010, '登录超时') : route(request);

  const scripted = scriptedReply({
    '/oauth/loginPage': () => ok({ publicKey: publicKey.export({ type: 'spki', format: 'pem' }), captchaRequired: false, smsLoginEnabled: false }),
    '/oauth/v4/token': () => ok({ sessionId: 'session-from-login', expiresIn: 3600 }),
    '/car/v1/api/vehicle/pageVehicle.json': unlessExpired((request) => ok(pageOf([SERVER_VEHICLE], 1, Number(request.query.pageNum)))),
    '/car/v1/api/vehicle/getVehicle.json': unlessExpired(() =>
      ok({ ...SERVER_VEHICLE, model: 'GT06', simNo: '1440000000001', driverName: null, driverPhone: null, voltage: 12.6, gsmSignal: 4, satellites: 9 }),
    ),
    // the monitoring page (the console's home): one group holding the one vehicle
    '/car/v1/api/group/getGroupTree.json': unlessExpired(() =>
      ok({
        groups: [{ groupId: SERVER_VEHICLE.groupId, parentId: null, name: '测试车队', level: 0, childCount: 0, ownTotal: 1, online: 1, total: 1 }],
        online: 1,
        total: 1,
      }),
    ),
    [LIST_PATH]: unlessExpired(() => ok(SERVER_LIST)),
    '/car/v1/api/user/getUser.json': unlessExpired(() =>
      ok({ userId: 7, userName: 'demo', nickName: '演示', userType: 'operator', roleId: 1, customerId: 1, customerName: '演示客户', phone: null, chatLogo: null }),
    ),
  });
  // the list in its binary form (what the console asks for); a 4010 is still the JSON envelope
  server.reply = (request, response) => {
    if (request.path !== LIST_PATH || state.mode === 'expired') {
      scripted(request, response);
      return;
    }
    response.writeHead(200, { 'Content-Type': VEHICLE_LIST_BINARY_TYPE });
    response.end(Buffer.from(encodeVehicleListBinary('{"flag":1,"msg":"成功","obj":', SERVER_LIST)));
  };
  return state;
}
