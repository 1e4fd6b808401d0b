import { rawGet } from './http-client';
import type { AttackContext, AttackRow, RowResult } from './attack-row';
import { asNumber, parseJson, pick } from './json-read';

/**
 * Row 3: path traversal on the static hosting. The temporary layout puts the data directory beside
 * the builds (`<tmp>/dist/{main,car}`, `<tmp>/data`, `<tmp>/server.log`), so `../../data/fleet.sqlite`
 * from `/apps/car/` names a real file. A 200 whose body is not one of the fake builds' files counts,
 * except a refusal envelope (`{ flag: 0 }`): the server's error handler answers client errors as 200.
 */

const TARGETS = ['data/fleet.sqlite', 'data/login-rsa-private.pem', 'server.log'];

function variants(target: string): string[] {
  const enc = (text: string): string => text.replaceAll('/', '%2f');
  const back = (text: string): string => text.replaceAll('/', '\\');
  return [
    `/apps/car/../../${target}`,
    `/apps/car/%2e%2e/%2e%2e/${target}`,
    `/apps/car/%2E%2E%2F%2E%2E%2F${enc(target)}`,
    `/apps/car/..%2f..%2f${enc(target)}`,
    `/apps/car/..%5c..%5c${target.replaceAll('/', '%5c')}`,
    `/apps/car/..\\..\\${back(target)}`,
    `/apps/car/%252e%252e/%252e%252e/${target}`,
    `/apps/car/..%00/../../${target}`,
    `/apps/car/....//....//${target}`,
    `/apps/car/..;/..;/${target}`,
    `/apps/car/%c0%ae%c0%ae/%c0%ae%c0%ae/${target}`,
    `/apps/car/static/../../../${target}`,
    `/../${target}`,
    `/../../${target}`,
    `/%2e%2e/%2e%2e/${target}`,
    `/static/..%2f..%2f..%2f${enc(target)}`,
    `/..\\..\\${back(target)}`,
    `/apps/car/%2e%2e%5c%2e%2e%5c${target.replaceAll('/', '%5c')}`,
  ];
}

const EXTRA = [
  '/apps/car/index.html%00.js',
  '/apps/car/index.html\u0000.js',
  '/apps/car/../../../../../../../../etc/passwd',
  '/apps/car/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '//etc/passwd',
  '/apps/car//etc/passwd',
  '/apps/car/file:///etc/passwd',
  '/apps/other/../../data/fleet.sqlite',
];

/** What a leaked file starts with: named in the context when seen. */
function recognise(body: Buffer): string | null {
  const head = body.subarray(0, 64).toString('latin1');
  if (head.startsWith('SQLite format 3')) return 'sqlite';
  if (head.includes('PRIVATE KEY')) return 'private key';
  if (head.startsWith('root:')) return '/etc/passwd';
  if (head.startsWith('{"level"')) return 'server log';
  return null;
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const paths = [...TARGETS.flatMap(variants), ...EXTRA];
  const leaks: string[] = [];
  const statuses = new Map<number, number>();
  let errors = 0;
  let refusals = 0;
  for (const path of paths) {
    try {
      const answer = await rawGet(ctx.port, path);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status !== 200) continue;
      if (ctx.dist.knownBodies.some((known) => known.equals(answer.body))) continue;
      // the error handler answers a refused static path as HTTP 200 with a flag-0 envelope: no file content
      if (asNumber(pick(parseJson(answer.body.toString('utf8')), 'flag')) === 0) {
        refusals += 1;
        continue;
      }
      leaks.push(`${JSON.stringify(path)} → ${recognise(answer.body) ?? `${answer.body.length} bytes`}`);
    } catch {
      errors += 1;
    }
  }
  const statusText = [...statuses].sort((a, b) => a[0] - b[0]).map(([status, count]) => `${status}×${count}`).join(' ');
  return {
    failures: leaks.length,
    context: [`${paths.length} raw paths: ${statusText}${errors ? `, ${errors} without answer` : ''} (${refusals} of the 200s are flag-0 envelopes)`, leaks.length ? `leaked: ${leaks.slice(0, 6).join('; ')}` : 'every 200 was a build file'].join('; '),
  };
}

export const pathTraversalRow: AttackRow = { id: 3, name: 'path traversal on static hosting', budgetMs: 60_000, run };
