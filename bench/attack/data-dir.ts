import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * What the script reads from (and, before the server starts, writes to) the temporary database. The
 * server owns the file: reads here are read-only connections (WAL lets them run beside the server),
 * and the one write happens while the server is stopped.
 */
export const DATABASE_FILE = 'fleet.sqlite';

function withDb<T>(dataDir: string, readonly: boolean, task: (db: Database.Database) => T): T {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return task(db);
  } finally {
    db.close();
  }
}

export function readDb<T>(dataDir: string, task: (db: Database.Database) => T): T {
  return withDb(dataDir, true, task);
}

export interface UserScope {
  userId: number;
  customerId: number;
  vehicleIds: ReadonlySet<number>;
  groupIds: ReadonlySet<number>;
}

/** The ground truth of a sub-user's scope: assigned groups, their descendants, the vehicles in them. */
export function subUserScope(dataDir: string, userName: string): UserScope {
  return readDb(dataDir, (db) => {
    const user = db.prepare<[string], { id: number; customer_id: number }>('SELECT id, customer_id FROM users WHERE user_name = ?').get(userName);
    if (!user) throw new Error(`no user ${userName} in the database`);
    const groups = db
      .prepare<[number], { id: number }>(
        `SELECT DISTINCT g.id FROM user_vehicle_groups ug
         JOIN vehicle_groups a ON a.id = ug.group_id
         JOIN vehicle_groups g ON g.customer_id = a.customer_id AND g.path GLOB a.path || '*'
         WHERE ug.user_id = ?`,
      )
      .all(user.id)
      .map((row) => row.id);
    const vehicles = db
      .prepare<[], { id: number }>(`SELECT id FROM vehicles WHERE group_id IN (${groups.map(Number).join(',') || 'NULL'})`)
      .all()
      .map((row) => row.id);
    return { userId: user.id, customerId: user.customer_id, vehicleIds: new Set(vehicles), groupIds: new Set(groups) };
  });
}

/** What a captcha may show, lower-cased: svg-captcha's letters and digits without 0/o/1/i/l. */
const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * The captcha's answer: the script stands in for a person reading the image. The server keeps only
 * SHA-256 of `key:answer` (4 characters of 31: under a million tries, about a second).
 */
export function captchaAnswer(dataDir: string, captchaKey: string): string | null {
  let hash: string | null;
  try {
    hash = readDb(dataDir, (db) => db.prepare<[string], { answer_hash: string }>('SELECT answer_hash FROM captchas WHERE captcha_key = ?').get(captchaKey)?.answer_hash ?? null);
  } catch {
    return null;
  }
  if (!hash) return null;
  for (const a of CAPTCHA_ALPHABET)
    for (const b of CAPTCHA_ALPHABET)
      for (const c of CAPTCHA_ALPHABET)
        for (const d of CAPTCHA_ALPHABET) {
          const answer = `${a}${b}${c}${d}`;
          if (createHash('sha256').update(`${captchaKey}:${answer}`).digest('hex') === hash) return answer;
        }
  return null;
}

/** The outbox's purpose names (server/sms/sms-sender.ts). */
const OUTBOX_PURPOSES = { login: '登录', verify: '身份验证', bind: '绑定手机' } as const;

/** The newest code `sms-outbox.log` shows for a phone: this build's SMS "gateway" (time, phone, purpose, code, validity). */
function smsCodeFromOutbox(dataDir: string, phone: string, purpose: keyof typeof OUTBOX_PURPOSES): string | null {
  const outbox = join(dataDir, 'sms-outbox.log');
  if (!existsSync(outbox)) return null;
  let found: string | null = null;
  for (const line of readFileSync(outbox, 'utf8').split('\n')) {
    const [, linePhone, linePurpose, code] = line.split('\t');
    if (linePhone === phone && linePurpose === OUTBOX_PURPOSES[purpose] && code) found = code;
  }
  return found;
}

/** The newest code the log shows for a phone: what older builds did with codes (the secrets row counts it). */
function smsCodeFromLog(logFile: string, phone: string): string | null {
  if (!existsSync(logFile)) return null;
  let found: string | null = null;
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes(phone)) continue;
    const match = /"smsCode"\s*:\s*"(\d{6})"/.exec(line);
    if (match?.[1]) found = match[1];
  }
  return found;
}

/**
 * Only a SHA-256 of `purpose:phone:code` is stored; six digits take about a second to try offline.
 * Used when neither the outbox nor the log carries codes, so the attack still has a code a user would have received.
 */
function smsCodeFromHash(dataDir: string, phone: string, purpose: string): string | null {
  let hash: string | null;
  try {
    hash = readDb(dataDir, (db) =>
      db.prepare<[string, string], { code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = ? AND purpose = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(phone, purpose)?.code_hash ?? null,
    );
  } catch {
    return null;
  }
  if (!hash) return null;
  for (let n = 0; n < 1_000_000; n += 1) {
    const code = String(n).padStart(6, '0');
    if (createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex') === hash) return code;
  }
  return null;
}

export function recoverSmsCode(dataDir: string, logFile: string, phone: string, purpose: 'login' | 'verify' | 'bind'): string | null {
  return smsCodeFromOutbox(dataDir, phone, purpose) ?? smsCodeFromLog(logFile, phone) ?? smsCodeFromHash(dataDir, phone, purpose);
}

export const NO_PERMISSION_USER = 'attack-noperm';

/**
 * Row 11's user, written while the server is stopped (the seed has no such role): an operator-type
 * role of the demo customer holding no resource at all (no menu, no button), and a user with the
 * demo password (the seeded sub-user's hash is copied, so no hashing code is needed here).
 * An operator type on purpose: what such a user may do is then decided by permissions alone.
 */
export function createNoPermissionUser(dataDir: string, now: number): void {
  withDb(dataDir, false, (db) => {
    db.transaction(() => {
      const template = db.prepare<[], { customer_id: number; password_hash: string }>("SELECT customer_id, password_hash FROM users WHERE user_name = 'demo-sub'").get();
      if (!template) throw new Error('no demo-sub user to copy the password from');
      if (db.prepare<[string], { id: number }>('SELECT id FROM users WHERE user_name = ?').get(NO_PERMISSION_USER)) return;
      const roleId = db.prepare<[number, string, string]>('INSERT INTO roles (customer_id, name, user_type) VALUES (?, ?, ?)').run(template.customer_id, '无权限角色（攻击测试）', 'operator').lastInsertRowid;
      db.prepare<[number, number | bigint, string, string, string, number]>(
        'INSERT INTO users (customer_id, role_id, user_name, nick_name, password_hash, phone, chat_logo, created_at) VALUES (?, ?, ?, ?, ?, NULL, NULL, ?)',
      ).run(template.customer_id, roleId, NO_PERMISSION_USER, '无权限测试账号', template.password_hash, now);
    })();
  });
}
