import { describe, expect, it } from 'vitest';
import { commandCheckResultSchema, commandTargetCheckSchema, type CommandTargetCheck } from '@shared/api/dto/command-dto';
import { unwrapEnvelope } from '@shared/http/envelope-rules';
import { MSG_MALFORMED_RESPONSE } from '@shared/constants/messages';
import { offline, target } from '../../ui/instructions/command-fixtures';

function answer(list: unknown[]) {
  return { commandCode: 'LOCATE', list, okCount: 1, queueableCount: 1, refusedCount: 0, confirmToken: null };
}

/** rows the per-entry zod schema refuses: the answer's loop must refuse each of them too */
const broken: [string, unknown][] = [
  ['not an object', 7],
  ['null', null],
  ['a vehicle id as text', { ...target(1), vehicleId: '1' }],
  ['a vehicle id that is not finite', { ...target(1), vehicleId: Number.POSITIVE_INFINITY }],
  ['a vehicle id NaN', { ...target(1), vehicleId: Number.NaN }],
  ['a plate as a number', { ...target(1), plate: 1 }],
  ['no ok', { vehicleId: 1, plate: null, reasonCode: 'ok', reason: '', canQueue: false }],
  ['an unknown reason', { ...target(1), reasonCode: 'flying' }],
  ['a reason missing', { vehicleId: 1, plate: null, ok: true, reasonCode: 'ok', canQueue: false }],
  ['canQueue as text', { ...target(1), canQueue: 'yes' }],
];

describe('the pre-check answer check (a plain loop over the rows)', () => {
  it('takes the rows the row schema takes, unknown vehicles (plate null) included, and hands them over as they came', () => {
    const rows: CommandTargetCheck[] = [target(1), offline(2), target(3, { plate: null, ok: false, reasonCode: 'notFound', reason: '车辆不存在' })];
    rows.forEach((row) => expect(commandTargetCheckSchema.safeParse(row).success).toBe(true));
    const parsed = commandCheckResultSchema.safeParse(answer(rows));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.list).toEqual(rows);
  });

  it.each(broken)('refuses a row with %s, as the row schema does', (_name, row) => {
    expect(commandTargetCheckSchema.safeParse(row).success).toBe(false);
    expect(commandCheckResultSchema.safeParse(answer([target(1), row])).success).toBe(false);
  });

  it('refuses a list that is not an array', () => {
    expect(commandCheckResultSchema.safeParse(answer([])).success).toBe(true);
    expect(commandCheckResultSchema.safeParse({ ...answer([]), list: { 0: target(1) } }).success).toBe(false);
  });

  it('a broken answer reaches the screen with the same message as before', () => {
    const body = { flag: 1, msg: '', obj: answer([{ ...target(1), reasonCode: 'flying' }]) };
    expect(() => unwrapEnvelope(body, commandCheckResultSchema)).toThrow(MSG_MALFORMED_RESPONSE);
  });
});
