import type * as z from 'zod/mini';
import { ApiError } from '@shared/http/api-error';
import type { HttpClient, Query, RequestOptions } from '@shared/http/http-client';
import type { VehicleRow } from '@shared/api/dto/vehicle-dto';

/** A GET the fake received; the test answers it (or an auto-responder does). */
export interface FakeRequest {
  path: string;
  query: Query;
  signal: AbortSignal | undefined;
  respond(obj: unknown): void;
  fail(error: unknown): void;
}

export type FakeResponder = (request: Pick<FakeRequest, 'path' | 'query'>) => unknown;

/**
 * A stand-in for the product's HttpClient: GETs are recorded and answered by the test (or by
 * `responder`), the answer is checked with the endpoint's own schema like the real client does,
 * and an aborted signal rejects like axios does. Other methods are not used by the console.
 */
export function createFakeHttpClient(responder?: FakeResponder) {
  const requests: FakeRequest[] = [];
  const unsupported = (): never => {
    throw new Error('the vehicle console does not use this method');
  };

  const get = <T>(path: string, payload: z.ZodMiniType<T>, query: Query = {}, options: RequestOptions = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const request: FakeRequest = {
        path,
        query,
        signal: options.signal,
        respond: (obj) => {
          try {
            resolve(payload.parse(obj));
          } catch (error) {
            reject(error);
          }
        },
        fail: reject,
      };
      options.signal?.addEventListener('abort', () => reject(new ApiError({ kind: 'aborted', message: '请求已取消' })));
      requests.push(request);
      if (!responder) return;
      // answer asynchronously, like a network would
      queueMicrotask(() => {
        try {
          request.respond(responder(request));
        } catch (error) {
          request.fail(error);
        }
      });
    });

  const client: HttpClient = {
    get,
    postForm: unsupported,
    postJson: unsupported,
    upload: unsupported,
    jsonp: unsupported,
    downloadSpreadsheet: unsupported,
    exportUrl: unsupported,
    headers: () => ({}),
  };
  return { client, requests };
}

let nextId = 1;

/** A complete vehicle row as the server sends it. */
export function makeVehicle(overrides: Partial<VehicleRow> = {}): VehicleRow {
  const id = nextId++;
  return {
    vehicleId: id,
    plate: `京A${String(id).padStart(5, '0')}`,
    deviceNo: `86${String(id).padStart(13, '0')}`,
    groupId: 1,
    groupName: '默认分组',
    state: 'online',
    lng: 116.397,
    lat: 39.908,
    speed: 42,
    accOn: true,
    lastFixTime: '2025-05-01T08:30:00.000Z',
    platformExpireDate: '2099-12-31',
    simExpireDate: '2099-12-31',
    ...overrides,
  };
}

export function pageOf(list: VehicleRow[], total = list.length, pageNum = 1, pageSize = 100) {
  return { list, total, pageNum, pageSize };
}
