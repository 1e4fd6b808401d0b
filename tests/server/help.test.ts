import { helpMessageDetailSchema, helpMessagePageSchema, type HelpMessageDetail, type HelpMessagePage, type MarkReadResult } from '@shared/api/dto/help-dto';
import { describe, expect, it } from 'vitest';
import { MISSING_SESSION, getAs, postJson } from './account-test-kit';
import { startWithSessionsForFile } from './helpers';

const BASE = '/car/v1/helpCenter/helpMessage';
const env = startWithSessionsForFile();

const page = async (query: string, sessionId: string) => (await getAs<HelpMessagePage>(env.server.app, `${BASE}/pageHelpMessage?${query}`, { sessionId })).body;
const open = async (id: number, sessionId: string) => (await getAs<HelpMessageDetail>(env.server.app, `${BASE}/getHelpMessage?id=${id}`, { sessionId })).body;
const messageTo = (userName: string): number => {
  const row = env.server.app.db
    .prepare<[string], { id: number }>('SELECT m.id FROM help_messages m JOIN users u ON u.id = m.user_id WHERE u.user_name = ? ORDER BY m.id LIMIT 1')
    .get(userName);
  if (!row) throw new Error(`no message to ${userName}`);
  return row.id;
};

describe('pageHelpMessage', () => {
  it('pages announcements and the caller’s own site messages, pinned first then newest, 10 by default', async () => {
    const body = await page('', env.operator);
    expect(helpMessagePageSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toMatchObject({ total: 17, pageNum: 1, pageSize: 10, unreadCount: 17 });
    expect(body.obj.list).toHaveLength(10);
    const pinned = body.obj.list.filter((row) => row.pinned);
    expect(body.obj.list.slice(0, pinned.length).every((row) => row.pinned)).toBe(true);
    const rest = body.obj.list.slice(pinned.length).map((row) => row.publishedAt);
    expect([...rest].sort().reverse()).toEqual(rest);
    expect((await page('pageNum=2', env.operator)).obj.list).toHaveLength(7);
  });

  it('never shows a sub-user the operator’s site messages', async () => {
    const body = await page('pageSize=100', env.sub);
    expect(body.obj.total).toBe(15);
    expect(body.obj.list.map((row) => row.title)).not.toContain('您有 12 辆车的平台服务即将到期');
    expect(body.obj.list.map((row) => row.title)).toContain('欢迎使用子账号');
  });

  it('filters by kind, keyword and read state', async () => {
    expect((await page('kind=message', env.operator)).obj.total).toBe(5);
    expect((await page('kind=announcement', env.sub)).obj.total).toBe(12);
    const keyword = await page(`keyword=${encodeURIComponent('轨迹')}`, env.operator);
    expect(keyword.obj.list.length).toBeGreaterThan(0);
    expect(keyword.obj.list.every((row) => row.title.includes('轨迹') || row.summary.includes('轨迹'))).toBe(true);
    expect((await page('unread=false', env.operator)).obj.total).toBe(0);
  });

  it('answers POST with a JSON body the same as GET', async () => {
    const reply = await postJson<HelpMessagePage>(env.server.app, `${BASE}/pageHelpMessage`, { pageNum: 1, pageSize: 5, kind: 'message' }, { sessionId: env.sub });
    expect(reply.body.obj).toMatchObject({ total: 3, pageSize: 5 });
  });

  it('validates the query and answers 4010 without a session', async () => {
    expect(await page('pageNum=0', env.operator)).toEqual({ flag: 0, msg: '参数错误：页码(pageNum)不能小于 1' });
    expect(await page('pageSize=101', env.operator)).toEqual({ flag: 0, msg: '参数错误：每页条数(pageSize)不能大于 100' });
    expect(await page('kind=spam', env.operator)).toEqual({ flag: 0, msg: '参数错误：消息类别(kind)的取值不在允许范围内' });
    expect(await page('unread=maybe', env.operator)).toEqual({ flag: 0, msg: '参数错误：仅未读(unread)必须是布尔值' });
    expect((await getAs(env.server.app, `${BASE}/pageHelpMessage`)).body).toEqual(MISSING_SESSION);
  });
});

describe('getHelpMessage', () => {
  it('answers the whole message and marks it read for the caller only', async () => {
    const id = (await page('kind=announcement&pageSize=1', env.sub)).obj.list[0]?.id ?? 0;
    const body = await open(id, env.sub);
    expect(helpMessageDetailSchema.safeParse(body.obj).success).toBe(true);
    expect(body.obj).toMatchObject({ id, read: true, readAt: new Date(env.server.clock.now()).toISOString() });
    expect(body.obj.content.length).toBeGreaterThan(body.obj.summary.length);
    expect((await page('unread=false', env.sub)).obj.total).toBe(1);
    expect((await page('unread=false', env.operator)).obj.total).toBe(0);
    const later = await postJson<HelpMessageDetail>(env.server.app, `${BASE}/getHelpMessage`, { id }, { sessionId: env.sub });
    expect(later.body.obj.readAt).toBe(body.obj.readAt);
  });

  it('refuses another user’s site message, an unknown id and junk', async () => {
    expect(await open(messageTo('demo'), env.sub)).toEqual({ flag: 0, msg: '消息不存在或已删除' });
    expect((await open(messageTo('demo'), env.operator)).flag).toBe(1);
    expect(await open(999_999, env.sub)).toEqual({ flag: 0, msg: '消息不存在或已删除' });
    expect((await getAs(env.server.app, `${BASE}/getHelpMessage?id=abc`, { sessionId: env.sub })).body).toEqual({ flag: 0, msg: '参数错误：记录编号(id)必须是数字' });
    expect((await getAs(env.server.app, `${BASE}/getHelpMessage?id=1`)).body).toEqual(MISSING_SESSION);
  });
});

describe('markRead', () => {
  const mark = (body: unknown, sessionId?: string) =>
    postJson<MarkReadResult>(env.server.app, `${BASE}/markRead`, body, sessionId === undefined ? {} : { sessionId });

  it('marks chosen ids, ignoring ids the caller cannot see', async () => {
    const ids = (await page('pageSize=3&unread=true', env.sub)).obj.list.map((row) => row.id);
    const before = (await page('', env.sub)).obj.unreadCount;
    const reply = await mark({ ids: [...ids, messageTo('demo'), 999_999] }, env.sub);
    expect(reply.body.obj).toEqual({ marked: 3, unreadCount: before - 3 });
    expect((await open(messageTo('demo'), env.operator)).obj.read).toBe(true);
    const operatorUnread = (await page('', env.operator)).obj.unreadCount;
    expect(operatorUnread).toBe(16);
  });

  it('marks all of the caller’s messages', async () => {
    expect((await mark({ all: true }, env.sub)).body.obj.unreadCount).toBe(0);
    expect((await page('unread=true', env.sub)).obj.total).toBe(0);
    expect((await page('', env.operator)).obj.unreadCount).toBe(16);
    expect((await mark({ all: true }, env.sub)).body.obj).toEqual({ marked: 0, unreadCount: 0 });
  });

  it('validates the body and answers 4010 without a session', async () => {
    expect((await mark({}, env.sub)).body).toEqual({ flag: 0, msg: '请选择要标记为已读的消息' });
    expect((await mark({ ids: [] }, env.sub)).body).toEqual({ flag: 0, msg: '请选择要标记为已读的消息' });
    expect((await mark({ ids: ['x'] }, env.sub)).body).toEqual({ flag: 0, msg: '参数错误：编号列表(ids)第1项必须是数字' });
    expect((await mark({ ids: Array.from({ length: 201 }, (_, i) => i + 1) }, env.sub)).body.flag).toBe(0);
    expect((await mark({ all: true })).body).toEqual(MISSING_SESSION);
  });
});
