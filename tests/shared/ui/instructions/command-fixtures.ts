import type { CommandDelivery, CommandTargetCheck, CommandType, DeliveryStatus } from '@shared/api/dto/command-dto';
import { DELIVERY_STATUS_NAMES } from '@shared/api/dto/command-dto';

/** 立即定位 as the catalogue lists it: no parameters, queueable, no confirmation. */
export const locate: CommandType = {
  code: 'LOCATE',
  name: '立即定位',
  description: '点名：要求设备立即上报一次位置',
  models: ['GT06N'],
  needsConfirmation: false,
  queueable: true,
  params: [],
};

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
