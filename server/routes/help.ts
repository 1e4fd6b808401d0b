import type { Envelope } from '@shared/api/dto/envelope';
import { HELP_MESSAGE_KINDS, type HelpMessageDetail, type HelpMessagePage, type MarkReadResult } from '@shared/api/dto/help-dto';
import { DEFAULT_PAGE_SIZE, FIRST_PAGE } from '@shared/constants/limits';
import { Type, type Static } from 'typebox';
import { authOf } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { Reader } from '../db/help-message-repository';
import type { App } from '../http/app-types';
import { fail, ok, type Failure } from '../http/envelope';

export const MSG_HELP_NOT_FOUND = '消息不存在或已删除';
export const MSG_MARK_READ_EMPTY = '请选择要标记为已读的消息';
export const MARK_READ_MAX = 200;
const HELP_PAGE_SIZE_MAX = 100;

const pageSchema = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: HELP_PAGE_SIZE_MAX })),
  kind: Type.Optional(Type.Union(HELP_MESSAGE_KINDS.map((kind) => Type.Literal(kind)))),
  unread: Type.Optional(Type.Boolean()),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
const idSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const markReadBody = Type.Object({
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MARK_READ_MAX })),
  all: Type.Optional(Type.Boolean()),
});

const PREFIX = '/car/v1/helpCenter/helpMessage';

/**
 * Help centre messages (protected scope): a page of announcements and site messages with the
 * caller's read state, one message (opening marks it read), and markRead. pageHelpMessage and
 * getHelpMessage answer GET with a query and POST with a JSON body alike.
 */
export function registerHelpRoutes(app: App, ctx: ServerContext): void {
  const readerOf = (auth: { userId: number; customerId: number }): Reader => ({ userId: auth.userId, customerId: auth.customerId });

  const page = (reader: Reader, input: Static<typeof pageSchema>): Envelope<HelpMessagePage> => {
    const keyword = input.keyword?.trim();
    return ok(
      ctx.helpMessages.page(reader, {
        pageNum: input.pageNum ?? FIRST_PAGE,
        pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
        ...(input.kind ? { kind: input.kind } : {}),
        ...(input.unread !== undefined ? { unread: input.unread } : {}),
        ...(keyword ? { keyword } : {}),
      }),
    );
  };
  const open = (reader: Reader, id: number): Envelope<HelpMessageDetail> | Failure => {
    const message = ctx.helpMessages.open(reader, id, ctx.config.now());
    return message ? ok(message) : fail(MSG_HELP_NOT_FOUND);
  };

  app.get(`${PREFIX}/pageHelpMessage`, { schema: { querystring: pageSchema } }, async (request) => page(readerOf(authOf(request)), request.query));
  app.post(`${PREFIX}/pageHelpMessage`, { schema: { body: pageSchema } }, async (request) => page(readerOf(authOf(request)), request.body));
  app.get(`${PREFIX}/getHelpMessage`, { schema: { querystring: idSchema } }, async (request) => open(readerOf(authOf(request)), request.query.id));
  app.post(`${PREFIX}/getHelpMessage`, { schema: { body: idSchema } }, async (request) => open(readerOf(authOf(request)), request.body.id));

  app.post(`${PREFIX}/markRead`, { schema: { body: markReadBody } }, async (request): Promise<Envelope<MarkReadResult> | Failure> => {
    const reader = readerOf(authOf(request));
    const { ids, all } = request.body;
    if (all !== true && (!ids || ids.length === 0)) return fail(MSG_MARK_READ_EMPTY);
    const marked = ctx.helpMessages.markRead(reader, all === true ? null : (ids ?? []), ctx.config.now());
    return ok({ marked, unreadCount: ctx.helpMessages.unreadCount(reader) });
  });
}
