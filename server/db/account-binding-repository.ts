import type { BindingKind } from '@shared/api/dto/account-dto';
import type { Db } from './connection';

export interface Binding {
  kind: BindingKind;
  identifier: string;
  displayName: string | null;
  verifiedAt: number | null;
  boundAt: number;
}

export interface AccountBindingRepository {
  list(userId: number): Binding[];
  /** the user a verified phone logs in to; null when no account has it */
  userByPhone(phone: string): { userId: number; userName: string } | null;
  /** who holds this phone binding, if anybody */
  phoneOwner(phone: string): number | null;
  /** binds (or re-verifies) the user's phone; `users.phone` follows so getUser shows it */
  bindPhone(userId: number, phone: string, now: number): void;
  bindWechat(userId: number, openId: string, nickName: string, now: number): void;
  /** true when something was unbound */
  unbind(userId: number, kind: BindingKind): boolean;
}

interface BindingRow {
  kind: BindingKind;
  identifier: string;
  display_name: string | null;
  verified_at: number | null;
  bound_at: number;
}

/** Phone and WeChat bindings of users: the security centre's data and the key of SMS-code login. */
export function createAccountBindingRepository(db: Db): AccountBindingRepository {
  const list = db.prepare<[number], BindingRow>(
    'SELECT kind, identifier, display_name, verified_at, bound_at FROM user_bindings WHERE user_id = ? ORDER BY kind',
  );
  const byPhone = db.prepare<[string], { id: number; user_name: string }>(
    `SELECT u.id, u.user_name FROM user_bindings b JOIN users u ON u.id = b.user_id
     WHERE b.kind = 'phone' AND b.identifier = ? AND b.verified_at IS NOT NULL`,
  );
  const owner = db.prepare<[string], { user_id: number }>("SELECT user_id FROM user_bindings WHERE kind = 'phone' AND identifier = ?");
  const upsert = db.prepare(
    `INSERT INTO user_bindings (user_id, kind, identifier, display_name, verified_at, bound_at)
     VALUES (@userId, @kind, @identifier, @displayName, @verifiedAt, @now)
     ON CONFLICT (user_id, kind) DO UPDATE SET
       identifier = excluded.identifier, display_name = excluded.display_name, verified_at = excluded.verified_at,
       bound_at = CASE WHEN user_bindings.identifier = excluded.identifier THEN user_bindings.bound_at ELSE excluded.bound_at END`,
  );
  const setUserPhone = db.prepare<[string | null, number]>('UPDATE users SET phone = ? WHERE id = ?');
  const remove = db.prepare<[number, string]>('DELETE FROM user_bindings WHERE user_id = ? AND kind = ?');

  const bindPhone = db.transaction((userId: number, phone: string, now: number) => {
    upsert.run({ userId, kind: 'phone', identifier: phone, displayName: null, verifiedAt: now, now });
    setUserPhone.run(phone, userId);
  });
  const unbind = db.transaction((userId: number, kind: BindingKind) => {
    const removed = remove.run(userId, kind).changes > 0;
    if (removed && kind === 'phone') setUserPhone.run(null, userId);
    return removed;
  });

  return {
    list: (userId) =>
      list.all(userId).map((row) => ({
        kind: row.kind,
        identifier: row.identifier,
        displayName: row.display_name,
        verifiedAt: row.verified_at,
        boundAt: row.bound_at,
      })),
    userByPhone(phone) {
      const row = byPhone.get(phone);
      return row ? { userId: row.id, userName: row.user_name } : null;
    },
    phoneOwner: (phone) => owner.get(phone)?.user_id ?? null,
    bindPhone: (userId, phone, now) => bindPhone(userId, phone, now),
    bindWechat(userId, openId, nickName, now) {
      upsert.run({ userId, kind: 'wechat', identifier: openId, displayName: nickName, verifiedAt: now, now });
    },
    unbind: (userId, kind) => unbind(userId, kind),
  };
}
