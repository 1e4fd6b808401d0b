import * as z from 'zod/mini';
import {
  assistantActionSchema,
  faqItemSchema,
  type AssistantAction,
  type AssistantButtonAction,
} from '../api/dto/assistant-dto';
import { ASSISTANT_GLOBAL } from './assistant-placement';

/**
 * The assistant widget ↔ shell interface (product-spec §1, §3, §4). The widget is a separately
 * built script the shell loads by URL, like a third-party widget: it registers itself on
 * `window[ASSISTANT_GLOBAL]`, the shell hands it a validated config, and every button inside an
 * answer comes back to the shell as an action the shell performs with its own navigation and
 * dialogs. Both sides parse with these schemas, so a newer or foreign widget cannot make the shell
 * do anything outside this list.
 */

/** What the shell hands the widget (product-spec §3 "AI chat config", plus the user's chatLogo). */
export const assistantConfigSchema = z.object({
  botName: z.string(),
  /** where the widget's questions go (the assistant service) */
  baseUrl: z.string().check(z.minLength(1)),
  userId: z.number(),
  productName: z.string(),
  robotHeaderUrl: z.string(),
  /** images in answers are only shown from this origin or the page's own */
  staticUrl: z.string(),
  appType: z.string(),
  sessionId: z.string().check(z.minLength(1)),
  faqList: z.array(faqItemSchema),
  /** the user's avatar for the assistant (queryUserInfo.chatLogo); null: the robot header */
  chatLogo: z.nullable(z.string()),
});
export type AssistantConfig = z.infer<typeof assistantConfigSchema>;

/** The buttons' labels, as the spec names them. */
export const ASSISTANT_ACTION_LABELS: Record<AssistantButtonAction['kind'], string> = {
  playback: '轨迹',
  detail: '详情',
  location: '位置',
  mileageReport: '里程报表',
  alarmReport: '报警明细',
  onlineReport: '在线明细',
};

/** What the shell gives the widget besides its config: the one way back into the product. */
export interface AssistantHost {
  perform(action: AssistantAction): void;
}

/** A mounted widget. */
export interface AssistantHandle {
  /** the chat wrapper: the shell moves its tips in here (product-spec §4) */
  readonly wrapper: HTMLElement;
  /** removes the widget and forgets its conversation in this page */
  unmount(): void;
}

/** What the widget script registers on `window[ASSISTANT_GLOBAL]`. */
export interface AssistantWidgetApi {
  mount(target: HTMLElement, config: AssistantConfig, host: AssistantHost): AssistantHandle;
}

export function parseAssistantConfig(value: unknown): AssistantConfig | null {
  const result = assistantConfigSchema.safeParse(value);
  return result.success ? result.data : null;
}

export function parseAssistantAction(value: unknown): AssistantAction | null {
  const result = assistantActionSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** A registered widget, checked for shape (the script is foreign code as far as the shell knows). */
export function widgetApiOf(scope: object): AssistantWidgetApi | null {
  const candidate: unknown = Reflect.get(scope, ASSISTANT_GLOBAL);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const mount: unknown = Reflect.get(candidate, 'mount');
  return typeof mount === 'function' ? (candidate as AssistantWidgetApi) : null;
}
