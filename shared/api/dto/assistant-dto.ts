import * as z from 'zod/mini';

/** One suggested question of the widget (`faqList`, product-spec §3). */
export const faqItemSchema = z.object({
  id: z.string().check(z.minLength(1)),
  question: z.string().check(z.minLength(1)),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

const vehicleIdSchema = z.int().check(z.minimum(1));
const dayText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const timeText = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/));
const reportRange = { vehicleId: vehicleIdSchema, startDate: dayText, endDate: dayText };

/** The six actions of product-spec §1, plus opening an answer's image in the shell's viewer (§2). A plain union (not discriminatedUnion): the shell already bundles it, so its initial JS does not grow. */
export const assistantActionSchema = z.union([
  z.object({ kind: z.literal('playback'), vehicleId: vehicleIdSchema, startTime: timeText, endTime: timeText }),
  z.object({ kind: z.literal('detail'), vehicleId: vehicleIdSchema }),
  z.object({ kind: z.literal('location'), vehicleId: vehicleIdSchema }),
  z.object({ kind: z.literal('mileageReport'), ...reportRange }),
  z.object({ kind: z.literal('alarmReport'), ...reportRange }),
  z.object({ kind: z.literal('onlineReport'), ...reportRange }),
  z.object({ kind: z.literal('image'), urls: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)), index: z.int().check(z.minimum(0)) }),
]);
export type AssistantAction = z.infer<typeof assistantActionSchema>;
export type AssistantActionKind = AssistantAction['kind'];
/** The buttons an answer can carry (an image is clicked, not a button). */
export type AssistantButtonAction = Exclude<AssistantAction, { kind: 'image' }>;

/**
 * The streamed answer (server-sent events, one JSON object per `data:` line): text arrives in
 * pieces, then the buttons, then `done`. `error` ends a stream the service could not finish.
 */
export const assistantStreamEventSchema = z.union([
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('actions'), actions: z.array(assistantActionSchema) }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AssistantStreamEvent = z.infer<typeof assistantStreamEventSchema>;

/**
 * The customer's assistant settings (`GET /car/v1/api/assistant/getChatConfig.json`). The widget
 * loads only when both addresses are set (product-spec §4): an operator switching the assistant off
 * makes them null. The provider's key never leaves the server; only whether one is set.
 */
export const chatSettingsSchema = z.object({
  enabled: z.boolean(),
  baseUrl: z.nullable(z.string()),
  scriptUrl: z.nullable(z.string()),
  botName: z.string(),
  productName: z.string(),
  robotHeaderUrl: z.string(),
  staticUrl: z.string(),
  appType: z.string(),
  faqList: z.array(faqItemSchema),
  /** whether the operator may change the settings (operators only) */
  editable: z.boolean(),
  /** the OpenAI-compatible provider's address, when one is connected (operators only; null for sub-users) */
  providerUrl: z.nullable(z.string()),
  /** the provider's model: set exactly when a provider is connected, for every user */
  providerModel: z.nullable(z.string()),
  /** whether a provider key is stored (operators only; the key itself is never sent back) */
  providerKeySet: z.boolean(),
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const chatMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  actions: z.array(assistantActionSchema),
  /** ms since epoch */
  time: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** The caller's own conversation, oldest first (`GET .../getConversation.json`). */
export const conversationSchema = z.object({ messages: z.array(chatMessageSchema) });
export type Conversation = z.infer<typeof conversationSchema>;

export const clearedSchema = z.object({ cleared: z.number() });
