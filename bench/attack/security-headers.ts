import type { IncomingHttpHeaders } from 'node:http';
import { httpCall } from './http-client';
import type { AttackContext, AttackRow, RowResult } from './attack-row';

/**
 * Row 13: security headers on the shell page, the console page and an API answer. Counted: missing
 * headers among X-Content-Type-Options, Referrer-Policy, Content-Security-Policy and framing control
 * (X-Frame-Options, or a CSP with frame-ancestors), per page.
 */

interface Check {
  name: string;
  present(headers: IncomingHttpHeaders): boolean;
}

const header = (headers: IncomingHttpHeaders, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

const CHECKS: Check[] = [
  { name: 'X-Content-Type-Options', present: (headers) => header(headers, 'x-content-type-options').toLowerCase() === 'nosniff' },
  { name: 'Referrer-Policy', present: (headers) => header(headers, 'referrer-policy') !== '' },
  { name: 'Content-Security-Policy', present: (headers) => header(headers, 'content-security-policy') !== '' },
  {
    name: 'X-Frame-Options or frame-ancestors',
    present: (headers) => header(headers, 'x-frame-options') !== '' || header(headers, 'content-security-policy').includes('frame-ancestors'),
  },
];

async function run(ctx: AttackContext): Promise<RowResult> {
  const pages: { path: string; headers: Record<string, string> }[] = [
    { path: '/', headers: { accept: 'text/html' } },
    { path: '/apps/car/', headers: { accept: 'text/html' } },
    { path: '/car/v1/api/user/getUser.json', headers: { sessionId: ctx.sub.sessionId ?? '' } },
  ];
  let missing = 0;
  const notes: string[] = [];
  for (const page of pages) {
    const answer = await httpCall(ctx.port, page.path, { headers: page.headers });
    const absent = CHECKS.filter((check) => !check.present(answer.headers)).map((check) => check.name);
    missing += absent.length;
    notes.push(`${page.path} (${answer.status}): ${absent.length ? `missing ${absent.join(', ')}` : 'all present'}`);
  }
  return { failures: missing, context: notes.join('; ') };
}

export const securityHeadersRow: AttackRow = { id: 13, name: 'security headers', budgetMs: 30_000, run };
