import * as z from 'zod/mini';
import { ALARM_TYPES } from '@shared/api/dto/alarm-dto';
import { defineEndpoint } from '@shared/api/endpoint';
import { positiveId } from '@shared/api/validation/common-fields';
import { APP_IDS } from '@shared/constants/resource-ids';

/**
 * Test-only endpoints (never part of the product's contract, registered only when the server is
 * started with E2E_TEST_HOOKS=1): the e2e server runs without the simulator, so a test raises the
 * alarm it waits for and lets the devices answer the commands it sent, instead of waiting minutes.
 */
const TEST_HOOKS = '/test-hooks';

export const raiseAlarmEndpoint = defineEndpoint({
  method: 'POST',
  path: `${TEST_HOOKS}/raiseAlarm.json`,
  encoding: 'json',
  request: z.object({ vehicleId: positiveId(), type: z.optional(z.enum(ALARM_TYPES)) }),
  response: z.object({ alarmId: z.number() }),
  permission: [APP_IDS.car],
});

export const settleCommandsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${TEST_HOOKS}/settleCommands.json`,
  encoding: 'json',
  request: z.object({
    /** natural: as the simulator's devices answer (most acknowledge, a few fail or stay silent); ack / fail: every sent one does */
    outcome: z.optional(z.enum(['natural', 'ack', 'fail'])),
  }),
  response: z.object({ looked: z.number() }),
  permission: [APP_IDS.car],
});
