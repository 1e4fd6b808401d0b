import * as z from 'zod/mini';
import { chatSettingsSchema, clearedSchema, conversationSchema } from '../dto/assistant-dto';
import { defineEndpoint } from '../endpoint';

const ASSISTANT = '/car/v1/api/assistant';

/** A question longer than this is refused (the widget's input has the same limit). */
export const ASSISTANT_QUESTION_MAX = 500;

export const PROVIDER_URL_MAX = 300;
export const PROVIDER_MODEL_MAX = 100;
export const PROVIDER_KEY_MAX = 300;
export const ASSISTANT_URL_MAX = 300;

/** An absolute http(s) address or a path on this host; '' means "not configured". */
const widgetAddress = z.string().check(
  z.maxLength(ASSISTANT_URL_MAX),
  z.regex(/^(|https?:\/\/[^\s]+|\/[^\s]*)$/, { message: '请输入以 http://、https:// 或 / 开头的地址' }),
);

/** The assistant's settings for the caller's customer, with the config the shell hands the widget. */
export const getChatConfigEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ASSISTANT}/getChatConfig.json`,
  encoding: 'query',
  request: z.object({}),
  response: chatSettingsSchema,
});

const providerUrl = z.string().check(z.maxLength(PROVIDER_URL_MAX), z.regex(/^https?:\/\/[^\s]+$/, { message: '请输入以 http:// 或 https:// 开头的地址' }));

export const updateChatConfigRequestSchema = z.object({
  /** off: the widget no longer loads for anyone of this customer */
  enabled: z.boolean(),
  /** where the widget sends questions / the widget script; '' leaves it unconfigured, absent keeps it */
  baseUrl: z.optional(widgetAddress),
  scriptUrl: z.optional(widgetAddress),
  /** an OpenAI-compatible chat service (`…/v1`); empty string disconnects it, absent keeps it */
  providerUrl: z.optional(z.union([z.literal(''), providerUrl])),
  providerModel: z.optional(z.string().check(z.maxLength(PROVIDER_MODEL_MAX))),
  providerKey: z.optional(z.string().check(z.maxLength(PROVIDER_KEY_MAX))),
});
export type UpdateChatConfigRequest = z.input<typeof updateChatConfigRequestSchema>;

/** Operators only (checked by the service: sub-users get a refusal). */
export const updateChatConfigEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ASSISTANT}/updateChatConfig.json`,
  encoding: 'json',
  request: updateChatConfigRequestSchema,
  response: chatSettingsSchema,
});

export const askRequestSchema = z.object({
  // a regex rather than z.trim(): the shell bundles no trim check, and the service trims anyway
  question: z.string().check(z.maxLength(ASSISTANT_QUESTION_MAX), z.regex(/\S/, { message: '请输入问题' })),
});
export type AskRequest = z.input<typeof askRequestSchema>;

/**
 * One question; the answer streams back as server-sent events (`assistantStreamEventSchema`), not
 * as the envelope. A refusal before the stream starts (limits, validation) is the usual envelope.
 */
export const askEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ASSISTANT}/ask.json`,
  encoding: 'json',
  request: askRequestSchema,
  response: z.unknown(),
  answers: 'file',
});

export const getConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ASSISTANT}/getConversation.json`,
  encoding: 'query',
  request: z.object({}),
  response: conversationSchema,
});

export const clearConversationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ASSISTANT}/clearConversation.json`,
  encoding: 'json',
  request: z.object({}),
  response: clearedSchema,
});

/** The assistant's own pictures (answers and the robot header). */
export const ASSISTANT_IMAGES = ['robot.svg', 'wiring.svg'] as const;

/**
 * Public (an `<img>` sends no session header) and limited to the listed names, so the path can
 * never reach another file.
 */
export const assistantImageEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ASSISTANT}/images/:image`,
  encoding: 'path',
  request: z.object({ image: z.enum(ASSISTANT_IMAGES) }),
  response: z.unknown(),
  answers: 'file',
});
