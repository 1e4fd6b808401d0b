import type { Db } from '../db/connection';
import { createPrng } from '../seed/prng';
import { DAY_MS } from '@shared/constants/time';

/** Our own stream, so account data never shifts the fleet generated from the main seed. */
const ACCOUNT_SEED = 0xacc0_0030;
const OPENID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

interface AccountSeed {
  userName: string;
  wechatNickName: string;
  /** days since the password was set: the operator's is close to the 90-day limit, to show the reminder */
  passwordAgeDays: number;
  /** a previous login, for "上次登录" */
  lastLogin: { daysAgo: number; ip: string };
}

const ACCOUNTS: readonly AccountSeed[] = [
  { userName: 'demo', wechatNickName: '鹏程调度-王师傅', passwordAgeDays: 86, lastLogin: { daysAgo: 1, ip: '223.104.63.18' } },
  { userName: 'demo-sub', wechatNickName: '深圳车队-小李', passwordAgeDays: 20, lastLogin: { daysAgo: 3, ip: '113.88.120.7' } },
];

/**
 * Every demo user gets its phone (from the users table) as a verified phone binding, a WeChat
 * binding, its password age and one earlier login. Part of the first-start seed transaction.
 */
export function seedAccounts(db: Db, now: number): void {
  const prng = createPrng(ACCOUNT_SEED);
  const user = db.prepare<[string], { id: number; phone: string | null }>('SELECT id, phone FROM users WHERE user_name = ?');
  const binding = db.prepare<[number, string, string, string | null, number, number]>(
    'INSERT INTO user_bindings (user_id, kind, identifier, display_name, verified_at, bound_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const security = db.prepare<[number, number]>('INSERT INTO account_security (user_id, password_changed_at) VALUES (?, ?)');
  const login = db.prepare<[string, number, string, number]>(
    "INSERT INTO login_attempts (user_name, user_id, client_ip, channel, success, created_at) VALUES (?, ?, ?, 'password', 1, ?)",
  );
  for (const seed of ACCOUNTS) {
    const row = user.get(seed.userName);
    if (!row) continue;
    const boundAt = now - 200 * DAY_MS;
    if (row.phone) binding.run(row.id, 'phone', row.phone, null, boundAt, boundAt);
    // WeChat openids are 28 characters starting with "o"
    const openId = `o${Array.from({ length: 27 }, () => prng.pick([...OPENID_ALPHABET])).join('')}`;
    binding.run(row.id, 'wechat', openId, seed.wechatNickName, boundAt + DAY_MS, boundAt + DAY_MS);
    security.run(row.id, now - seed.passwordAgeDays * DAY_MS);
    login.run(seed.userName, row.id, seed.lastLogin.ip, now - seed.lastLogin.daysAgo * DAY_MS);
  }
}
