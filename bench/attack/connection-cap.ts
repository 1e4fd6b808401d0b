import { connect, type Socket } from 'node:net';
import { TARGET_HOST } from './http-client';
import { sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';

/**
 * Row 6: M keep-alive connections from 127.0.0.1 at once, each sending one request and staying open.
 * A connection counts as accepted when it got a non-refusal answer (not 429/503) and is still open a
 * second after the last one was opened. A server without a per-address cap accepts all M: the row
 * then counts them all; with a cap, the accepted count is the cap observed and the row counts 0.
 */

const OPEN_BATCH = 50;
const ANSWER_TIMEOUT_MS = 30_000;

interface Connection {
  socket: Socket;
  status: number | null;
  closed: boolean;
}

function openOne(port: number): Promise<Connection> {
  return new Promise((resolve) => {
    const socket = connect({ host: TARGET_HOST, port });
    const entry: Connection = { socket, status: null, closed: false };
    let data = '';
    const timer = setTimeout(() => resolve(entry), ANSWER_TIMEOUT_MS);
    const settle = (): void => {
      clearTimeout(timer);
      resolve(entry);
    };
    socket.on('connect', () => {
      socket.write(`GET /car/v1/api/customer/getCustomerInfo.json?url=fleet.example.cn HTTP/1.1\r\nHost: ${TARGET_HOST}:${port}\r\nConnection: keep-alive\r\n\r\n`);
    });
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      const match = /^HTTP\/1\.1 (\d{3})/.exec(data);
      if (match && entry.status === null) {
        entry.status = Number(match[1]);
        settle();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      entry.closed = true;
      settle();
    });
  });
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const wanted = ctx.args.connections;
  const connections: Connection[] = [];
  try {
    for (let first = 0; first < wanted; first += OPEN_BATCH) {
      connections.push(...(await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, wanted - first) }, () => openOne(ctx.port)))));
    }
    await sleep(1000);
    const accepted = connections.filter((entry) => !entry.closed && entry.status !== null && entry.status !== 429 && entry.status !== 503).length;
    const refused = connections.filter((entry) => entry.status === 429 || entry.status === 503).length;
    const closed = connections.filter((entry) => entry.closed).length;
    const unanswered = connections.filter((entry) => entry.status === null && !entry.closed).length;
    const capped = accepted < wanted;
    return {
      failures: capped ? 0 : accepted,
      context: [
        `${accepted}/${wanted} kept open and answered`,
        capped ? `cap observed: ${accepted}` : `no cap up to ${wanted}`,
        `${refused} refused (429/503), ${closed} closed by the server, ${unanswered} unanswered`,
      ].join('; '),
    };
  } finally {
    for (const entry of connections) entry.socket.destroy();
  }
}

export const connectionCapRow: AttackRow = { id: 6, name: 'concurrent connections per address', budgetMs: 120_000, run };
