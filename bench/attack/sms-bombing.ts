import type { ApiAnswer } from './api-client';
import { requestLoginSms } from './api-client';
import type { AttackContext, AttackRow, RowResult } from './attack-row';

/**
 * Row 8: one caller sends codes to many different phones. Logged in: `demo`'s session posts
 * `userAuth/sendLoginSms.json` (binding codes) to `--sms-phones` numbers; anonymous: `/oauth/sendLoginSms`
 * from its own address to as many. Each part counts the sends accepted past the cap the server showed
 * (the first refusal); a part never refused counts every send.
 */

const ANONYMOUS_ADDRESS = '127.0.0.8';

interface Part {
  accepted: number;
  beyondCap: number;
  firstRefusal: string | null;
  capAt: number | null;
}

async function flood(count: number, send: (phone: string) => Promise<ApiAnswer>, prefix: string): Promise<Part> {
  let accepted = 0;
  let beyondCap = 0;
  let firstRefusal: string | null = null;
  let capAt: number | null = null;
  for (let i = 0; i < count; i += 1) {
    const answer = await send(`${prefix}${String(i).padStart(4, '0')}`);
    if (answer.flag === 1) {
      accepted += 1;
      if (capAt !== null) beyondCap += 1;
    } else if (capAt === null) {
      capAt = accepted;
      firstRefusal = answer.msg || `HTTP ${answer.status}`;
    }
  }
  return { accepted, beyondCap: capAt === null ? accepted : beyondCap, firstRefusal, capAt };
}

function describe(name: string, count: number, part: Part): string {
  return `${name}: ${part.accepted}/${count} accepted, ${part.capAt === null ? 'never refused' : `cap ${part.capAt} ("${part.firstRefusal ?? ''}")`}`;
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const count = ctx.args.smsPhones;
  const session = await flood(count, (phone) => ctx.operator.postJson('/car/v1/api/userAuth/sendLoginSms.json', { phone }), '1370000');
  const anonymous = await flood(count, (phone) => requestLoginSms(ctx.port, phone, ANONYMOUS_ADDRESS), '1360000');
  return {
    failures: session.beyondCap + anonymous.beyondCap,
    context: [describe('session (bind codes)', count, session), describe('anonymous (login codes)', count, anonymous)].join('; '),
  };
}

export const smsBombingRow: AttackRow = { id: 8, name: 'SMS bombing from one caller', budgetMs: 120_000, run };
