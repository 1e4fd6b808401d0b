import { ALARM_TYPE_INFO } from '@shared/api/dto/alarm-dto';
import { MINUTE_MS } from '@shared/constants/time';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import { prepareAlarmInsert } from '../db/alarm-insert';
import type { App } from '../http/app-types';
import { refuse } from '../http/refusal';
import { serve } from '../http/serve';
import { transition } from '../commands/delivery-state';
import { createCommandDeliveryRepository } from '../db/command-delivery-repository';
import { stateOf } from '../db/command-record-repository';
import { createCommandDelivery, DELIVERY_BATCH } from '../simulator/command-delivery';
import { raiseAlarmEndpoint, settleCommandsEndpoint } from './test-hook-endpoints';

/** Far enough ahead that every device has answered or timed out (ACK_TIMEOUT_MS is one minute). */
const SETTLE_AHEAD_MS = 5 * MINUTE_MS;

/**
 * The test hooks (test-hook-endpoints.ts), for the e2e server only: `main.ts` registers them when
 * E2E_TEST_HOOKS=1, production never does.
 */
export function registerTestHookRoutes(app: App, ctx: ServerContext): void {
  const insertAlarm = prepareAlarmInsert(app.db);
  const deliver = createCommandDelivery(app.db);
  const deliveries = createCommandDeliveryRepository(app.db);
  /** every sent delivery gets its device's answer now, all alike */
  const answerAll = (success: boolean, at: number): number => {
    let looked = 0;
    let cursor = 0;
    for (;;) {
      const rows = deliveries.openAfter(cursor, DELIVERY_BATCH);
      app.db.transaction(() => {
        for (const row of rows) {
          const state = stateOf(row);
          if (state.status !== 'sent') continue;
          deliveries.advance(row.id, row.status, transition(state, { type: 'deviceReply', at, success, reply: success ? '执行成功' : '设备执行失败' }));
        }
      })();
      looked += rows.length;
      if (rows.length < DELIVERY_BATCH) return looked;
      cursor = rows[rows.length - 1]?.id ?? 0;
    }
  };
  const vehicleOf = app.db.prepare<[number, number], { lng: number | null; lat: number | null; speed: number }>(
    `SELECT s.lng, s.lat, s.speed FROM vehicles v JOIN vehicle_status s ON s.vehicle_id = v.id WHERE v.id = ? AND v.customer_id = ?`,
  );

  serve(app, raiseAlarmEndpoint, ({ vehicleId, type = 'sos' }, request) => {
    const auth = authOf(request);
    const vehicle = vehicleOf.get(vehicleId, auth.customerId);
    if (!vehicle) refuse('车辆不存在');
    const now = ctx.config.now();
    const alarmId = insertAlarm({
      customerId: auth.customerId,
      vehicleId,
      type,
      alarmTime: now,
      lng: vehicle.lng,
      lat: vehicle.lat,
      speed: Math.round(vehicle.speed),
      detail: `测试触发的${ALARM_TYPE_INFO[type].name}`,
      createdAt: now,
    });
    return { alarmId };
  });

  serve(app, settleCommandsEndpoint, ({ outcome = 'natural' }) => {
    if (outcome !== 'natural') return { looked: answerAll(outcome === 'ack', ctx.config.now()) };
    const at = ctx.config.now() + SETTLE_AHEAD_MS;
    let looked = 0;
    for (;;) {
      const batch = deliver(at, DELIVERY_BATCH);
      looked += batch;
      if (batch < DELIVERY_BATCH) break;
    }
    return { looked };
  });
}
