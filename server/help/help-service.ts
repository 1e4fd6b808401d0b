import type { HelpMessageDetail, HelpMessagePage, MarkReadResult } from '@shared/api/dto/help-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { markHelpMessagesReadEndpoint, pageHelpMessagesEndpoint } from '@shared/api/endpoints/help-endpoints';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import type { AuthContext } from '../auth/auth-context';
import type { HelpMessageRepository, Reader } from '../db/help-message-repository';
import { refuse } from '../http/refusal';

export const MSG_HELP_NOT_FOUND = '消息不存在或已删除';
export const MSG_MARK_READ_EMPTY = '请选择要标记为已读的消息';

export interface HelpServiceDeps {
  messages: HelpMessageRepository;
  now: () => number;
}

const readerOf = (auth: AuthContext): Reader => ({ userId: auth.userId, customerId: auth.customerId });

/**
 * Help centre messages: announcements every user sees and site messages addressed to one user, with
 * the caller's own read state. Another user's message reads as missing.
 */
export function createHelpService({ messages, now }: HelpServiceDeps) {
  return {
    page(auth: AuthContext, request: ParsedRequestOf<typeof pageHelpMessagesEndpoint>): HelpMessagePage {
      const keyword = request.keyword?.trim();
      return messages.page(readerOf(auth), {
        pageNum: request.pageNum ?? FIRST_PAGE,
        pageSize: request.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(request.kind ? { kind: request.kind } : {}),
        ...(request.unread !== undefined ? { unread: request.unread } : {}),
        ...(keyword ? { keyword } : {}),
      });
    },

    open(auth: AuthContext, id: number): HelpMessageDetail {
      return messages.open(readerOf(auth), id, now()) ?? refuse(MSG_HELP_NOT_FOUND);
    },

    /** ids the caller cannot see are skipped, not refused: a stale list should still mark the rest */
    markRead(auth: AuthContext, request: ParsedRequestOf<typeof markHelpMessagesReadEndpoint>): MarkReadResult {
      const all = request.all === true;
      if (!all && (request.ids ?? []).length === 0) refuse(MSG_MARK_READ_EMPTY);
      const reader = readerOf(auth);
      const marked = messages.markRead(reader, all ? null : (request.ids ?? []), now());
      return { marked, unreadCount: messages.unreadCount(reader) };
    },
  };
}

export type HelpService = ReturnType<typeof createHelpService>;
