import type { Statement } from 'better-sqlite3';
import type { Db } from './connection';

/**
 * Prepares each distinct SQL text once and hands back the same statement afterwards. Repositories
 * whose SQL varies only by which optional filters are present (or by the caller's scope condition)
 * build a bounded number of texts, so this keeps "prepare once, not per request" without listing
 * every combination up front.
 */
export function statementCache(db: Db): (sql: string) => Statement {
  const cache = new Map<string, Statement>();
  return (sql) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}
