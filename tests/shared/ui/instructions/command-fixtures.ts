import type { CommandDelivery, CommandTargetCheck, DeliveryStatus } from '@shared/api/dto/command-dto';
import { DELIVERY_STATUS_NAMES } from '@shared/api/dto/command-dto';

export function target(vehicleId: number, overrides: Partial<CommandTargetCheck> = {}): CommandTargetCheck {
  return { vehicleId, plate: `粤B·0000${vehicleId}`, ok: true, reasonCode: 'ok', reason: '', canQueue: false, ...overrides };
}

export const offline = (vehicleId: number) => target(vehicleId, { ok: false, reasonCode: 'offline', reason: '车辆离线', canQueue: true });

export function delivery(deliveryId: number, status: DeliveryStatus, overrides: Partial<CommandDelivery> = {}): CommandDelivery {
  return {
    deliveryId,
    batchId: 1,
    vehicleId: deliveryId,
    plate: `粤B·0000${deliveryId}`,
    commandCode: 'LOCATE',
    commandName: '立即定位',
    params: {},
    status,
    statusName: DELIVERY_STATUS_NAMES[status],
    reasonCode: null,
    reason: '',
    userName: 'demo',
    createdAt: '2026-01-15T00:00:00.000Z',
    sentAt: null,
    finishedAt: null,
    reply: null,
    latencyMs: null,
    attempt: 1,
    retryable: status === 'failed' || status === 'timedOut',
    ...overrides,
  };
}
