import type { ApiClient } from './api-client';
import { sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { asArray, asNumber, asString, numbersAt, pick } from './json-read';

/**
 * Row 14: durability under `kill -9`. `--writers` parallel writers set a health threshold
 * (noFixMinutes) on vehicles they own, a new value each time, and note which writes were acknowledged
 * (flag 1). The server is killed with SIGKILL twice while they write and restarted on the same data
 * directory. Afterwards each vehicle must hold its last acknowledged value, or a value written after
 * it whose answer was lost in the kill. Counted: vehicles whose acknowledged write is missing.
 */

const KEY = 'noFixMinutes';

interface Ledger {
  lastAcked: number | null;
  /** values sent after the last acknowledgement whose outcome is unknown (no answer) */
  unknownAfter: number[];
  writes: number;
}

async function writer(client: ApiClient, vehicles: readonly number[], ledgers: Map<number, Ledger>, stopped: () => boolean): Promise<{ acked: number; errors: number }> {
  let acked = 0;
  let errors = 0;
  for (let i = 0; !stopped() && vehicles.length > 0; i += 1) {
    const vehicleId = vehicles[i % vehicles.length] ?? 0;
    const ledger = ledgers.get(vehicleId) ?? { lastAcked: null, unknownAfter: [], writes: 0 };
    ledgers.set(vehicleId, ledger);
    ledger.writes += 1;
    const value = 100 + (ledger.writes % 1300);
    try {
      const answer = await client.postJson('/car/v4/api/health/threshold/updateHealthThreshold.json', { vehicleId, thresholds: { [KEY]: value } }, { timeoutMs: 10_000 });
      if (answer.flag === 1) {
        ledger.lastAcked = value;
        ledger.unknownAfter = [];
        acked += 1;
      } else if (answer.status >= 500) {
        ledger.unknownAfter.push(value);
      }
    } catch {
      errors += 1;
      ledger.unknownAfter.push(value);
      await sleep(100);
    }
  }
  return { acked, errors };
}

async function storedValue(client: ApiClient, vehicleId: number): Promise<number | null> {
  const answer = await client.get('/car/v4/api/health/threshold/getHealthThreshold.json', { vehicleId });
  const row = asArray(pick(answer.obj, 'thresholds')).find((item) => asString(pick(item, 'key')) === KEY);
  return pick(row, 'overridden') === true ? asNumber(pick(row, 'value')) : null;
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const vehicles = numbersAt((await ctx.operator.get('/car/v1/api/vehicle/listAllVehicles.json')).obj, 'vehicleId');
  const writers = ctx.args.writers;
  const phaseMs = (ctx.args.durabilitySeconds * 1000) / 3;
  const ledgers = new Map<number, Ledger>();
  let stop = false;
  const running = Array.from({ length: writers }, (_, w) =>
    writer(
      ctx.operator,
      vehicles.filter((_, i) => i % writers === w),
      ledgers,
      () => stop,
    ),
  );
  const restarts: string[] = [];
  try {
    for (let kill = 0; kill < 2; kill += 1) {
      await sleep(phaseMs);
      await ctx.server.kill9();
      const started = Date.now();
      await ctx.server.restart();
      restarts.push(`${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await sleep(phaseMs);
  } finally {
    stop = true;
  }
  const totals = await Promise.all(running);
  const acked = totals.reduce((sum, item) => sum + item.acked, 0);
  const errors = totals.reduce((sum, item) => sum + item.errors, 0);

  let missing = 0;
  let checked = 0;
  for (const [vehicleId, ledger] of ledgers) {
    if (ledger.lastAcked === null) continue;
    checked += 1;
    const stored = await storedValue(ctx.operator, vehicleId);
    if (stored === null || (stored !== ledger.lastAcked && !ledger.unknownAfter.includes(stored))) missing += 1;
  }
  return {
    failures: missing,
    context: `${writers} writers, ${acked} acknowledged writes, ${errors} without answer; 2 × kill -9, restarts took ${restarts.join(' and ')}; ${checked} vehicles checked, ${missing} lost their acknowledged value`,
  };
}

export const killDurabilityRow: AttackRow = {
  id: 14,
  name: 'durability under kill -9',
  // writing time, two restarts (each may take up to the 180 s start-up bound), the check
  budgetMs: (args) => args.durabilitySeconds * 1000 + 2 * 180_000 + 60_000,
  run,
};
