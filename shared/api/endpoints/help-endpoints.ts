import * as z from 'zod/mini';
import { HELP_MESSAGE_KINDS, helpMessageDetailSchema, helpMessagePageSchema, markReadResultSchema } from '../dto/help-dto';
import { defineEndpoint } from '../endpoint';
import { KEYWORD_MAX, pagingFields, positiveId } from '../validation/common-fields';
import { MENU_IDS } from '../../constants/resource-ids';

export const HELP_PAGE_SIZE_MAX = 100;
/** ids one markRead may name; "all" has no limit */
export const MARK_READ_MAX = 200;

const HELP = '/car/v1/helpCenter/helpMessage';

/** A page of announcements and site messages (GET with a query, or POST with a JSON body alike). */
export const helpMessageQuerySchema = z.object({
  ...pagingFields(HELP_PAGE_SIZE_MAX),
  kind: z.optional(z.enum(HELP_MESSAGE_KINDS)),
  /** true: unread only; false: read only */
  unread: z.optional(z.boolean()),
  /** part of a title or summary */
  keyword: z.optional(z.string().check(z.maxLength(KEYWORD_MAX))),
});
export type HelpMessageQuery = z.input<typeof helpMessageQuerySchema>;

export const pageHelpMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${HELP}/pageHelpMessage`,
  encoding: 'query',
  request: helpMessageQuerySchema,
  response: helpMessagePageSchema,
  permission: [MENU_IDS.notice, MENU_IDS.download],
});

/** One whole message; opening it marks it read (GET or POST alike). */
export const getHelpMessageEndpoint = defineEndpoint({
  method: 'GET',
  path: `${HELP}/getHelpMessage`,
  encoding: 'query',
  request: z.object({ id: positiveId() }),
  response: helpMessageDetailSchema,
  permission: [MENU_IDS.notice, MENU_IDS.download],
});

/** Some ids, or all of the caller's messages. */
export const markReadSchema = z.object({
  ids: z.optional(z.array(positiveId()).check(z.maxLength(MARK_READ_MAX))),
  all: z.optional(z.boolean()),
});
export type MarkReadRequest = z.input<typeof markReadSchema>;

export const markHelpMessagesReadEndpoint = defineEndpoint({
  method: 'POST',
  path: `${HELP}/markRead`,
  encoding: 'json',
  request: markReadSchema,
  response: markReadResultSchema,
  permission: [MENU_IDS.notice, MENU_IDS.download],
});
