import type { HelpMessageDetail, HelpMessageKind, HelpMessagePage, HelpMessageRow } from '@shared/api/dto/help-dto';
import type { Db } from './connection';
import { statementCache } from './statement-cache';

/** Whose messages: a message is visible to a user when it is for everybody, their customer or them. */
export interface Reader {
  userId: number;
  customerId: number;
}

export interface HelpMessageFilter {
  pageNum: number;
  pageSize: number;
  kind?: HelpMessageKind;
  unread?: boolean;
  keyword?: string;
}

export interface HelpMessageRepository {
  page(reader: Reader, filter: HelpMessageFilter): HelpMessagePage;
  /** one visible message, marked read by this call; null when not visible to the reader */
  open(reader: Reader, id: number, now: number): HelpMessageDetail | null;
  /** marks the given visible ids (or all visible when ids is null) read; returns how many changed */
  markRead(reader: Reader, ids: readonly number[] | null, now: number): number;
  unreadCount(reader: Reader): number;
}

interface MessageRow {
  id: number;
  kind: HelpMessageKind;
  category: string;
  title: string;
  summary: string;
  pinned: number;
  published_at: number;
  read_at: number | null;
}

interface PageParams extends Reader {
  kind: string | null;
  keyword: string | null;
  limit: number;
  offset: number;
}

const VISIBLE = '(m.customer_id IS NULL OR m.customer_id = @customerId) AND (m.user_id IS NULL OR m.user_id = @userId)';
const COLUMNS = 'm.id, m.kind, m.category, m.title, m.summary, m.pinned, m.published_at, r.read_at';
const READS = 'LEFT JOIN help_message_reads r ON r.message_id = m.id AND r.user_id = @userId';

function toRow(row: MessageRow): HelpMessageRow {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    title: row.title,
    summary: row.summary,
    pinned: row.pinned === 1,
    publishedAt: new Date(row.published_at).toISOString(),
    read: row.read_at !== null,
  };
}

/** Filters are a fixed set, so each combination's statement is prepared once and kept. */
function filterSql(filter: HelpMessageFilter): string {
  const conditions = [VISIBLE];
  if (filter.kind) conditions.push('m.kind = @kind');
  if (filter.unread === true) conditions.push('r.read_at IS NULL');
  if (filter.unread === false) conditions.push('r.read_at IS NOT NULL');
  if (filter.keyword) conditions.push('(instr(m.title, @keyword) > 0 OR instr(m.summary, @keyword) > 0)');
  return conditions.join(' AND ');
}

export function createHelpMessageRepository(db: Db): HelpMessageRepository {
  const cached = statementCache(db);
  const prepared = (where: string) => ({
    rows: cached(`SELECT ${COLUMNS} FROM help_messages m ${READS} WHERE ${where}
                  ORDER BY m.pinned DESC, m.published_at DESC, m.id DESC LIMIT @limit OFFSET @offset`),
    count: cached(`SELECT count(*) AS n FROM help_messages m ${READS} WHERE ${where}`),
  });
  const unread = db.prepare<Reader, { n: number }>(`SELECT count(*) AS n FROM help_messages m ${READS} WHERE ${VISIBLE} AND r.read_at IS NULL`);
  const one = db.prepare<Reader & { id: number }, MessageRow & { content: string }>(
    `SELECT ${COLUMNS}, m.content FROM help_messages m ${READS} WHERE m.id = @id AND ${VISIBLE}`,
  );
  const markOne = db.prepare<{ userId: number; id: number; now: number }>(
    'INSERT OR IGNORE INTO help_message_reads (user_id, message_id, read_at) VALUES (@userId, @id, @now)',
  );
  const visibleIds = db.prepare<Reader, { id: number }>(`SELECT m.id FROM help_messages m WHERE ${VISIBLE}`);
  const markMany = db.transaction((reader: Reader, ids: readonly number[], now: number) => {
    const visible = new Set(visibleIds.all(reader).map((row) => row.id));
    let changed = 0;
    for (const id of ids) if (visible.has(id)) changed += markOne.run({ userId: reader.userId, id, now }).changes;
    return changed;
  });

  return {
    page(reader, filter) {
      const { rows, count } = prepared(filterSql(filter));
      const params: PageParams = {
        ...reader,
        kind: filter.kind ?? null,
        keyword: filter.keyword ?? null,
        limit: filter.pageSize,
        offset: (filter.pageNum - 1) * filter.pageSize,
      };
      // better-sqlite3 ignores named values a statement does not use, so one object serves both
      const list = (rows.all(params) as MessageRow[]).map(toRow);
      const total = (count.get(params) as { n: number } | undefined)?.n ?? 0;
      return { list, total, pageNum: filter.pageNum, pageSize: filter.pageSize, unreadCount: unread.get(reader)?.n ?? 0 };
    },
    open(reader, id, now) {
      const row = one.get({ ...reader, id });
      if (!row) return null;
      const readAt = row.read_at ?? now;
      if (row.read_at === null) markOne.run({ userId: reader.userId, id, now });
      return { ...toRow({ ...row, read_at: readAt }), content: row.content, readAt: new Date(readAt).toISOString() };
    },
    markRead(reader, ids, now) {
      return markMany(reader, ids ?? visibleIds.all(reader).map((row) => row.id), now);
    },
    unreadCount: (reader) => unread.get(reader)?.n ?? 0,
  };
}
