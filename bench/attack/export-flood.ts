import type { ApiClient } from './api-client';
import { sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { asArray, asNumber, asString, pick } from './json-read';

/**
 * Row 9: `demo` queues `--flood` small exports (the vehicle list of its smallest group) as fast as it
 * can; then `demo-sub` starts a small export of its own and the row measures how long that waits
 * until it is finished. Counted: flood jobs accepted past the cap the server showed (all of them when
 * never refused), plus one when the other user waited more than 10 s (or never saw the file).
 */

const FAIR_WAIT_S = 10;

/** The leaf group whose vehicle count is closest to `rows` (and not empty). */
async function smallGroup(client: ApiClient, rows: number): Promise<{ id: number; total: number } | null> {
  const tree = await client.get('/car/v1/api/group/getGroupTree.json');
  const leaves = asArray(pick(tree.obj, 'groups')).flatMap((group) => {
    const id = asNumber(pick(group, 'groupId'));
    const total = asNumber(pick(group, 'total')) ?? 0;
    return id !== null && total > 0 && (asNumber(pick(group, 'childCount')) ?? 0) === 0 ? [{ id, total }] : [];
  });
  return leaves.sort((a, b) => Math.abs(a.total - rows) - Math.abs(b.total - rows))[0] ?? null;
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const floodGroup = await smallGroup(ctx.operator, 1);
  const otherGroup = await smallGroup(ctx.sub, 5);
  if (!floodGroup || !otherGroup) return { failures: 1, context: 'no small group found: not measured' };

  let accepted = 0;
  let capAt: number | null = null;
  let beyondCap = 0;
  let refusal = '';
  const floodStarted = Date.now();
  for (let i = 0; i < ctx.args.flood; i += 1) {
    const answer = await ctx.operator.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'vehicleList', groupId: floodGroup.id });
    if (answer.flag === 1) {
      accepted += 1;
      if (capAt !== null) beyondCap += 1;
    } else if (capAt === null) {
      capAt = accepted;
      refusal = answer.msg || `HTTP ${answer.status}`;
    }
  }
  const floodSeconds = (Date.now() - floodStarted) / 1000;

  const started = Date.now();
  const mine = await ctx.sub.postJson('/car/v1/accelerate/export/exportDataReport.json', { reportType: 'vehicleList', groupId: otherGroup.id });
  const id = asNumber(pick(mine.obj, 'id'));
  let status = id === null ? `refused: ${mine.msg}` : 'queued';
  const deadline = started + ctx.args.exportWaitSeconds * 1000;
  while (id !== null && Date.now() < deadline) {
    const page = await ctx.sub.postJson('/car/v1/accelerate/export/listExportRecord.json', { pageNum: 1, pageSize: 20 });
    const record = asArray(pick(page.obj, 'list')).find((row) => asNumber(pick(row, 'id')) === id);
    status = asString(pick(record, 'status')) ?? 'missing';
    if (status === 'done' || status === 'failed') break;
    await sleep(250);
  }
  const waited = (Date.now() - started) / 1000;
  const finished = status === 'done';
  const slow = !finished || waited > FAIR_WAIT_S;
  const flooded = capAt === null ? accepted : beyondCap;
  return {
    failures: flooded + (slow ? 1 : 0),
    context: [
      `flood: ${accepted}/${ctx.args.flood} accepted in ${floodSeconds.toFixed(1)} s (group of ${floodGroup.total}), ${capAt === null ? 'never refused' : `cap ${capAt} ("${refusal}")`}`,
      `demo-sub's ${otherGroup.total}-row export: ${finished ? `done after ${waited.toFixed(1)} s` : `${status} after ${waited.toFixed(1)} s (gave up)`}`,
    ].join('; '),
  };
}

export const exportFloodRow: AttackRow = { id: 9, name: 'export flood vs another user', budgetMs: (args) => args.exportWaitSeconds * 1000 + 120_000, run };
