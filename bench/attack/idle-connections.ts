import { connect, type Socket } from 'node:net';
import { createClient } from './api-client';
import { TARGET_HOST } from './http-client';
import { sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';

/**
 * Row 5 (slowloris): N connections that send nothing, N that send a request line and half a header,
 * and N that send whole headers announcing a body and then only its first bytes (slow POST), then
 * silence. From the moment all are open, polls once a second for up to `--idle-wait` seconds and
 * counts how many the server still holds open at the end; a fresh client (another source address)
 * must still get an answer while they are open. Every socket is destroyed when the row ends.
 */

const OPEN_BATCH = 100;
/** a different client than the sockets' so a per-address cap does not decide the check */
const FRESH_CLIENT_ADDRESS = '127.0.0.5';

interface Tracked {
  socket: Socket;
  closedAt: number | null;
}

type Kind = 'silent' | 'partialHeader' | 'slowBody';

/** What each kind writes once connected, and then nothing more. */
function opening(kind: Kind, port: number): string | null {
  if (kind === 'partialHeader') return `GET /oauth/loginPage HTTP/1.1\r\nHost: ${TARGET_HOST}:${port}\r\nX-Slow: `;
  if (kind === 'slowBody') return `POST /oauth/sendLoginSms HTTP/1.1\r\nHost: ${TARGET_HOST}:${port}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"phone":"`;
  return null;
}

async function openAll(port: number, count: number, kind: Kind, started: number): Promise<{ tracked: Tracked[]; failed: number }> {
  const tracked: Tracked[] = [];
  let failed = 0;
  for (let first = 0; first < count; first += OPEN_BATCH) {
    const batch = Array.from({ length: Math.min(OPEN_BATCH, count - first) }, () =>
      new Promise<Tracked | null>((resolve) => {
        const socket = connect({ host: TARGET_HOST, port });
        const entry: Tracked = { socket, closedAt: null };
        socket.setTimeout(10_000, () => socket.destroy());
        socket.once('connect', () => {
          socket.setTimeout(0);
          const text = opening(kind, port);
          if (text) socket.write(text);
          resolve(entry);
        });
        socket.once('close', () => {
          entry.closedAt ??= Date.now() - started;
          resolve(null);
        });
        socket.on('error', () => undefined);
        socket.on('data', () => undefined);
      }),
    );
    for (const result of await Promise.all(batch)) {
      if (result) tracked.push(result);
      else failed += 1;
    }
  }
  return { tracked, failed };
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const count = ctx.args.idle;
  const started = Date.now();
  const groups: { kind: Kind; opened: { tracked: Tracked[]; failed: number } }[] = [];
  for (const kind of ['silent', 'partialHeader', 'slowBody'] as const) groups.push({ kind, opened: await openAll(ctx.port, count, kind, started) });
  const all = groups.flatMap((group) => group.opened.tracked);
  const allOpen = Date.now();
  try {
    let fresh: string;
    try {
      const answer = await createClient(ctx.port, null, FRESH_CLIENT_ADDRESS).get('/car/v1/api/customer/getCustomerInfo.json', { url: 'fleet.example.cn' }, { timeoutMs: 10_000 });
      fresh = answer.status === 200 ? `answered in ${answer.ms.toFixed(0)} ms` : `HTTP ${answer.status}`;
    } catch (error) {
      fresh = `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    const deadline = allOpen + ctx.args.idleWaitSeconds * 1000;
    while (Date.now() < deadline && all.some((entry) => entry.closedAt === null)) await sleep(1000);
    const stillOpen = (list: Tracked[]): number => list.filter((entry) => entry.closedAt === null).length;
    const lastClose = (list: Tracked[]): string => {
      const times = list.map((entry) => entry.closedAt).filter((at): at is number => at !== null);
      return times.length ? `${(Math.max(...times) / 1000).toFixed(0)} s` : '-';
    };
    const open = groups.reduce((sum, group) => sum + stillOpen(group.opened.tracked), 0);
    const failedToOpen = groups.reduce((sum, group) => sum + group.opened.failed, 0);
    const freshOk = fresh.startsWith('answered');
    return {
      failures: open + (freshOk ? 0 : 1),
      context: [
        `${((Date.now() - allOpen) / 1000).toFixed(0)} s after all were open, still open: ${groups.map((group) => `${group.kind} ${stillOpen(group.opened.tracked)}/${group.opened.tracked.length}`).join(', ')}`,
        `last close: ${groups.map((group) => `${group.kind} ${lastClose(group.opened.tracked)}`).join(', ')}`,
        failedToOpen ? `${failedToOpen} could not connect` : '',
        `fresh client while open: ${fresh}`,
      ].filter(Boolean).join('; '),
    };
  } finally {
    for (const entry of all) entry.socket.destroy();
  }
}

export const idleConnectionsRow: AttackRow = {
  id: 5,
  name: 'idle, partial-header and slow-body connections',
  budgetMs: (args) => args.idleWaitSeconds * 1000 + 120_000,
  run,
};
