import { getHelpMessage, markHelpMessagesRead, pageHelpMessages } from '@shared/api/help-api';
import { describe, expect, it } from 'vitest';
import { startContractServerForFile } from './contract-kit';

describe('help message endpoints: client functions against the real server', () => {
  const env = startContractServerForFile();

  it('pageHelpMessages pages the caller\'s messages with the unread count', async () => {
    const page = await pageHelpMessages(env.operator, { kind: 'message', pageSize: 5 });
    expect(page).toMatchObject({ total: 5, pageSize: 5, unreadCount: 17 });
    expect(page.list.every((row) => row.kind === 'message' && !row.read)).toBe(true);
    await expect(pageHelpMessages(env.operator, { pageSize: 101 })).rejects.toMatchObject({
      kind: 'invalid-request',
      message: '参数错误：每页条数(pageSize)不能大于 100',
    });
  });

  it('getHelpMessage opens a message and marks it read; another user\'s message reads as missing', async () => {
    const [row] = (await pageHelpMessages(env.operator, { kind: 'message', pageSize: 1 })).list;
    const id = row?.id as number;
    const message = await getHelpMessage(env.operator, id);
    expect(message).toMatchObject({ id, read: true });
    expect(message.content.length).toBeGreaterThan(0);
    await expect(getHelpMessage(env.sub, id)).rejects.toMatchObject({ kind: 'flag', message: '消息不存在或已删除' });
  });

  it('markHelpMessagesRead marks all of the caller\'s messages, and refuses an empty request', async () => {
    expect(await markHelpMessagesRead(env.sub, { all: true })).toMatchObject({ unreadCount: 0 });
    expect((await pageHelpMessages(env.sub, { unread: true })).total).toBe(0);
    await expect(markHelpMessagesRead(env.sub, { ids: [] })).rejects.toMatchObject({ kind: 'flag', message: '请选择要标记为已读的消息' });
  });
});
