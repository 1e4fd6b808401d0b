import type { UserInfo } from '@shared/api/dto/user-dto';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from './connection';

export interface UserRepository {
  /** the stored hash of a user name, for the login check; null when there is no such user */
  findCredentials(userName: string): { userId: number; passwordHash: string } | null;
  findAuthContext(userId: number): AuthContext | null;
  getUserInfo(userId: number): UserInfo | null;
}

interface UserRow {
  id: number;
  user_name: string;
  nick_name: string;
  role_id: number;
  user_type: 'operator' | 'sub';
  customer_id: number;
  customer_name: string;
  phone: string | null;
  chat_logo: string | null;
}

/** '13800138000' → '138****8000': the full number never leaves the server in the user info. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
}

export function createUserRepository(db: Db): UserRepository {
  const credentials = db.prepare<[string], { id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE user_name = ?',
  );
  const byId = db.prepare<[number], UserRow>(`
    SELECT u.id, u.user_name, u.nick_name, u.role_id, r.user_type, u.customer_id, c.name AS customer_name, u.phone, u.chat_logo
    FROM users u
    JOIN roles r ON r.id = u.role_id
    JOIN customers c ON c.id = u.customer_id
    WHERE u.id = ?`);

  return {
    findCredentials(userName) {
      const row = credentials.get(userName);
      return row ? { userId: row.id, passwordHash: row.password_hash } : null;
    },
    findAuthContext(userId) {
      const row = byId.get(userId);
      return row ? { userId: row.id, customerId: row.customer_id, roleId: row.role_id, userType: row.user_type } : null;
    },
    getUserInfo(userId) {
      const row = byId.get(userId);
      if (!row) return null;
      return {
        userId: row.id,
        userName: row.user_name,
        nickName: row.nick_name,
        userType: row.user_type,
        roleId: row.role_id,
        customerId: row.customer_id,
        customerName: row.customer_name,
        phone: maskPhone(row.phone),
        chatLogo: row.chat_logo,
      };
    },
  };
}
