import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, passwordLogin, requestLoginSms, smsLogin } from './api-client';
import { DEMO_PASSWORD, SUB_PHONE, sleep, type AttackContext, type AttackRow, type RowResult } from './attack-row';
import { DATABASE_FILE, recoverSmsCode } from './data-dir';
import { asString, pick } from './json-read';

/**
 * Row 12: secrets in the server's output and readable files. The server runs with LOG_LEVEL=info
 * (all of its stdout and stderr go to one file); this row logs `demo-sub` in by SMS (code requested,
 * then used), logs in by password, gets a bearer token, and sends the session and the token as query
 * values where the API allows it. Counted: occurrences of the SMS code, the session ids and the token
 * in the output, plus world-readable entries among the data directory, the SQLite files, the private
 * login key and the exports directory with its files.
 */

const CLIENT_ADDRESS = '127.0.0.12';

function occurrences(haystack: string, needle: string): number {
  if (!needle) return 0;
  // a six-digit code must stand alone: not inside a timestamp or a longer number
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (haystack.match(new RegExp(`(?<![\\w.-])${escaped}(?![\\w.-])`, 'g')) ?? []).length;
}

function worldReadable(dataDir: string): { checked: number; readable: string[] } {
  const paths = [dataDir, ...[DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, 'login-rsa-private.pem'].map((name) => join(dataDir, name))];
  const exportsDir = join(dataDir, 'exports');
  if (existsSync(exportsDir)) paths.push(exportsDir, ...readdirSync(exportsDir).slice(0, 50).map((name) => join(exportsDir, name)));
  const present = paths.filter((path) => existsSync(path));
  return {
    checked: present.length,
    readable: present.filter((path) => (statSync(path).mode & 0o004) !== 0).map((path) => `${path.slice(dataDir.length) || 'DATA_DIR'} ${(statSync(path).mode & 0o777).toString(8)}`),
  };
}

async function run(ctx: AttackContext): Promise<RowResult> {
  const notes: string[] = [];
  const sent = await requestLoginSms(ctx.port, SUB_PHONE, CLIENT_ADDRESS);
  await sleep(300);
  const code = sent.flag === 1 ? recoverSmsCode(ctx.dataDir, ctx.logFile, SUB_PHONE, 'login') : null;
  let smsSession: string | null = null;
  if (code) smsSession = (await smsLogin(ctx.port, SUB_PHONE, code, CLIENT_ADDRESS)).sessionId;
  if (!smsSession) notes.push(`SMS login not done (${sent.flag === 1 ? (code ? 'code refused' : 'code not found') : sent.msg})`);
  const passwordSession = (await passwordLogin(ctx.port, { userName: 'demo-sub', password: DEMO_PASSWORD, localAddress: CLIENT_ADDRESS })).sessionId;
  const tokenAnswer = (await passwordLogin(ctx.port, { userName: 'demo-sub', password: DEMO_PASSWORD, localAddress: CLIENT_ADDRESS, path: '/oauthToken/v4/token' })).answer;
  const token = asString(pick(tokenAnswer.obj, 'accessToken'));

  const anonymous = createClient(ctx.port, null, CLIENT_ADDRESS);
  for (const session of [smsSession, passwordSession]) {
    if (!session) continue;
    await anonymous.get('/car/v1/accelerate/export/download.json', { id: 1, sessionId: session });
    await anonymous.get('/car/v1/api/user/getUser.json', { sessionId: session });
  }
  if (token) {
    await anonymous.get('/oauthToken/getConfig', { accessToken: token });
    await anonymous.get('/oauthToken/listResource', { accessToken: token });
  }
  await sleep(500);

  const log = readFileSync(ctx.logFile, 'utf8');
  const secrets: [string, string | null][] = [
    ['SMS code', code],
    ['SMS-login session', smsSession],
    ['password session', passwordSession],
    ['bearer token', token],
  ];
  const found = secrets.map(([name, value]) => ({ name, known: value !== null, count: value ? occurrences(log, value) : 0 }));
  const inLog = found.reduce((sum, item) => sum + item.count, 0);
  const files = worldReadable(ctx.dataDir);
  return {
    failures: inLog + files.readable.length,
    context: [
      `in the output (${(log.length / 1024).toFixed(0)} KB): ${found.map((item) => `${item.name} ${item.known ? `×${item.count}` : 'n/a'}`).join(', ')}`,
      `world-readable: ${files.readable.length}/${files.checked}${files.readable.length ? ` (${files.readable.slice(0, 6).join(', ')}${files.readable.length > 6 ? ' …' : ''})` : ''}`,
      ...notes,
    ].join('; '),
  };
}

export const secretsInLogsRow: AttackRow = { id: 12, name: 'secrets in logs, readable data files', budgetMs: 60_000, run };
