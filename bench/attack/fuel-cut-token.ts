import type { ApiAnswer } from './api-client';
import type { AttackContext, AttackRow, RowResult } from './attack-row';
import { asArray, asNumber, asString, numbersAt, pick } from './json-read';

/**
 * Row 10: the confirmation token of a dangerous command. `demo` pre-checks 断油电 (FUEL_CUT) for
 * vehicle A and gets a confirm token; the token is then sent with vehicles B..F (it was shown for A
 * only), then used for A (the legitimate use), then for A again (a replay). Counted: vehicles among
 * B..F the cut was accepted for (sent or queued), plus one when the replay was accepted at all
 * (flag 1: a batch was written with the used token, whatever happened per vehicle).
 */

const OTHERS = 5;

function accepted(answer: ApiAnswer): number {
  return asArray(pick(answer.obj, 'list')).filter((row) => {
    const status = asString(pick(row, 'status'));
    return status === 'sent' || status === 'queued';
  }).length;
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const { operator } = ctx;
  const all = await operator.get('/car/v1/api/vehicle/listAllVehicles.json');
  const ids = numbersAt(all.obj, 'vehicleId');
  const states = asArray(pick(all.obj, 'state'));
  const speeds = asArray(pick(all.obj, 'speed'));
  const candidates = ids.filter((_, i) => asString(states[i]) !== 'offline' && asString(states[i]) !== 'inactive' && asString(states[i]) !== 'expired' && (asNumber(speeds[i]) ?? 1) === 0).slice(0, 500);
  const check = await operator.postJson('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'FUEL_CUT', vehicleIds: candidates.length ? candidates : ids.slice(0, 500) });
  const ready = asArray(pick(check.obj, 'list')).flatMap((row) => {
    const id = asNumber(pick(row, 'vehicleId'));
    return id !== null && pick(row, 'ok') === true ? [id] : [];
  });
  const [a, ...rest] = ready;
  const others = rest.slice(0, OTHERS);
  if (a === undefined || others.length === 0) return { failures: 1, context: `only ${ready.length} vehicles can take 断油电 now: not measured` };

  const forA = await operator.postJson('/car/v1/api/command/checkCommandDownBatchTer.json', { commandCode: 'FUEL_CUT', vehicleIds: [a] });
  const token = asString(pick(forA.obj, 'confirmToken'));
  if (!token) return { failures: 1, context: `no confirm token for vehicle ${a} (${forA.msg}): not measured` };

  const send = (vehicleIds: number[]): Promise<ApiAnswer> => operator.postJson('/car/v1/api/command/commandDownBatch.json', { commandCode: 'FUEL_CUT', vehicleIds, confirmToken: token });
  const wrongTargets = await send(others);
  const spilled = accepted(wrongTargets);
  const legitimate = await send([a]);
  const replay = await send([a]);
  const replayed = replay.flag === 1;
  return {
    failures: spilled + (replayed ? 1 : 0),
    context: [
      `token for vehicle ${a}`,
      `sent with ${others.length} other vehicles: accepted for ${spilled} (${wrongTargets.flag === 1 ? 'batch written' : wrongTargets.msg})`,
      `legitimate use: ${legitimate.flag === 1 ? `${accepted(legitimate)} sent` : legitimate.msg}`,
      `replay: ${replayed ? 'accepted' : `refused (${replay.msg})`}`,
    ].join('; '),
  };
}

export const fuelCutTokenRow: AttackRow = { id: 10, name: 'fuel-cut confirmation binding', budgetMs: 60_000, run };
