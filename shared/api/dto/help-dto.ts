import * as z from 'zod/mini';

/**
 * Help centre messages (站内消息 / 公告), `/car/v1/helpCenter/helpMessage/*`: platform announcements
 * every user sees, and site messages addressed to one user. Read state is per user. Times are ISO.
 * Request shapes are in `../endpoints/help-endpoints.ts`.
 */
export const HELP_MESSAGE_KINDS = ['announcement', 'message'] as const;
export type HelpMessageKind = (typeof HELP_MESSAGE_KINDS)[number];

export const helpMessageRowSchema = z.object({
  id: z.number(),
  kind: z.enum(HELP_MESSAGE_KINDS),
  /** update, maintenance, expiry, alarm, security, policy, holiday: the icon the list shows */
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  pinned: z.boolean(),
  publishedAt: z.string(),
  read: z.boolean(),
});
export type HelpMessageRow = z.infer<typeof helpMessageRowSchema>;

/** A page of messages plus the caller's unread count (for the badge), whatever the filters. */
export const helpMessagePageSchema = z.object({
  list: z.array(helpMessageRowSchema),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  unreadCount: z.number(),
});
export type HelpMessagePage = z.infer<typeof helpMessagePageSchema>;

/** `getHelpMessage?id=`: the whole message; opening it marks it read. */
export const helpMessageDetailSchema = z.extend(helpMessageRowSchema, {
  /** plain text; paragraphs separated by blank lines */
  content: z.string(),
  readAt: z.nullable(z.string()),
});
export type HelpMessageDetail = z.infer<typeof helpMessageDetailSchema>;

export const markReadResultSchema = z.object({
  /** messages that were unread and are now read */
  marked: z.number(),
  unreadCount: z.number(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;
