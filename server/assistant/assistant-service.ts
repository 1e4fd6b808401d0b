import type { ChatSettings, AssistantAction } from '@shared/api/dto/assistant-dto';
import type { ParsedRequestOf } from '@shared/api/endpoint';
import type { updateChatConfigEndpoint } from '@shared/api/endpoints/assistant-endpoints';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { AssistantSettingsRepository, AssistantSettingsRow } from '../db/assistant-settings-repository';
import { refuse } from '../http/refusal';
import type { AssistantAnswer } from './assistant-answer';
import type { ConversationStore } from './conversation-store';
import { hostileKind, safeAnswerFor } from './hostile-question';
import { ASSISTANT_IMAGE_PREFIX, faqList, findTopic } from './knowledge-base';
import { checkProviderUrl, ProviderAddressError, type ProviderAddressPolicy } from './provider-address';
import { answerThroughProvider } from './provider-answer';
import { parseQuestion } from './question-parser';
import type { VehicleAnswers } from './vehicle-answers';

export const ASSISTANT_BASE_URL = '/car/v1/api/assistant';
export const ASSISTANT_SCRIPT_URL = '/apps/assistant/assistant.js';
export const ASSISTANT_BOT_NAME = '车管小助手';
export const ASSISTANT_PRODUCT_NAME = '车辆定位平台';

export const MSG_ASSISTANT_OPERATOR_ONLY = '只有运营管理员可以修改智能助手设置';
export const MSG_ASSISTANT_OFF = '智能助手已关闭，请联系运营管理员开启';
export const MSG_PROVIDER_MODEL_REQUIRED = '连接大模型服务时请填写模型名称';

export const UNKNOWN_ANSWER = [
  '抱歉，这个问题我还不会回答。',
  '您可以点击上方的常见问题，或者问我某辆车的情况，例如：',
  '- 粤B·12345 现在在哪',
  '- 粤B·12345 昨天跑了多少公里',
  '- 粤B·12345 本周有哪些报警',
  '如需人工帮助，请在「系统中心 → 站内消息」联系客服。',
].join('\n');

export const NEED_VEHICLE_ANSWER = '请告诉我要查哪辆车：带上车牌号（如 粤B·12345）或 15 位设备号再问一次。';

export interface AssistantServiceDeps {
  settings: AssistantSettingsRepository;
  vehicleAnswers: VehicleAnswers;
  conversations: ConversationStore;
  now: () => number;
  /** where a provider may be (provider-address.ts): checked when set and on every call */
  providerPolicy: ProviderAddressPolicy;
}

function address(stored: string | null, fallback: string, enabled: boolean): string | null {
  if (!enabled) return null;
  const value = stored ?? fallback;
  return value === '' ? null : value;
}

function settingsView(auth: AuthContext, row: AssistantSettingsRow): ChatSettings {
  const operator = auth.userType === 'operator';
  return {
    enabled: row.enabled,
    baseUrl: address(row.baseUrl, ASSISTANT_BASE_URL, row.enabled),
    scriptUrl: address(row.scriptUrl, ASSISTANT_SCRIPT_URL, row.enabled),
    botName: ASSISTANT_BOT_NAME,
    productName: ASSISTANT_PRODUCT_NAME,
    robotHeaderUrl: `${ASSISTANT_IMAGE_PREFIX}robot.svg`,
    staticUrl: ASSISTANT_IMAGE_PREFIX,
    appType: 'car',
    faqList: faqList(),
    editable: operator,
    // the provider's address is the customer's infrastructure: only the operators who set it see it;
    // a sub-user learns which model answers (the model is set exactly when a provider is connected)
    providerUrl: operator ? row.providerUrl : null,
    providerModel: row.providerModel,
    providerKeySet: operator && row.providerKey !== null,
  };
}

/**
 * The reference assistant: settings per customer, and answers from the knowledge base or from the
 * caller's own data (vehicle answers go through the scoped repositories and report service). With
 * a provider connected, the provider phrases the answer but reaches data only through the same
 * vehicle answers, so it sees exactly what the caller may see.
 */
export function createAssistantService(deps: AssistantServiceDeps) {
  const offlineAnswer = async (auth: AuthContext, question: string): Promise<AssistantAnswer> => {
    const parsed = parseQuestion(question, deps.now());
    const fromData = await deps.vehicleAnswers.answer(auth, parsed);
    if (fromData) return fromData;
    const topic = findTopic(question);
    if (topic) return { text: topic.answer, actions: [] };
    if (parsed.intent && parsed.intent !== 'location') return { text: NEED_VEHICLE_ANSWER, actions: [] };
    return { text: UNKNOWN_ANSWER, actions: [] };
  };

  const compose = async (auth: AuthContext, question: string, log?: FastifyBaseLogger): Promise<AssistantAnswer> => {
    const hostile = hostileKind(question);
    if (hostile) return { text: safeAnswerFor(hostile), actions: [] };
    const settings = deps.settings.find(auth.customerId);
    if (settings.providerUrl && settings.providerModel) {
      try {
        return await answerThroughProvider({
          auth,
          question,
          history: deps.conversations.list(auth.userId),
          provider: { url: settings.providerUrl, model: settings.providerModel, key: settings.providerKey },
          vehicleAnswers: deps.vehicleAnswers,
          now: deps.now,
          policy: deps.providerPolicy,
        });
      } catch (error) {
        // the provider is optional: when it fails the offline service still answers
        log?.warn({ err: error }, 'assistant provider failed, answering offline');
      }
    }
    return offlineAnswer(auth, question);
  };

  return {
    settings(auth: AuthContext): ChatSettings {
      return settingsView(auth, deps.settings.find(auth.customerId));
    },

    async updateSettings(auth: AuthContext, input: ParsedRequestOf<typeof updateChatConfigEndpoint>): Promise<ChatSettings> {
      if (auth.userType !== 'operator') refuse(MSG_ASSISTANT_OPERATOR_ONLY);
      const current = deps.settings.find(auth.customerId);
      const providerUrl = input.providerUrl === undefined ? current.providerUrl : input.providerUrl || null;
      const providerModel = input.providerModel === undefined ? current.providerModel : input.providerModel.trim() || null;
      if (providerUrl && !providerModel) refuse(MSG_PROVIDER_MODEL_REQUIRED);
      // a new address is checked now (the operator reads why); a kept one is checked again on every call
      if (providerUrl && providerUrl !== current.providerUrl) {
        await checkProviderUrl(providerUrl, deps.providerPolicy).catch((error: unknown) => {
          if (error instanceof ProviderAddressError) refuse(error.message);
          throw error;
        });
      }
      const next: AssistantSettingsRow = {
        enabled: input.enabled,
        baseUrl: input.baseUrl === undefined ? current.baseUrl : input.baseUrl,
        scriptUrl: input.scriptUrl === undefined ? current.scriptUrl : input.scriptUrl,
        providerUrl,
        providerModel: providerUrl ? providerModel : null,
        providerKey: providerUrl ? (input.providerKey === undefined ? current.providerKey : input.providerKey || null) : null,
      };
      deps.settings.save(auth.customerId, next);
      return settingsView(auth, next);
    },

    /** Refuses when the assistant is off for the caller's customer (the widget should not be there). */
    checkEnabled(auth: AuthContext): void {
      if (!deps.settings.find(auth.customerId).enabled) refuse(MSG_ASSISTANT_OFF);
    },

    /** Answers one question and keeps both in the caller's conversation. */
    async ask(auth: AuthContext, question: string, log?: FastifyBaseLogger): Promise<AssistantAnswer> {
      const asked = deps.now();
      const answer = await compose(auth, question, log);
      deps.conversations.add(auth.userId, { role: 'user', text: question, actions: [], time: asked });
      deps.conversations.add(auth.userId, { role: 'assistant', text: answer.text, actions: answer.actions satisfies AssistantAction[], time: deps.now() });
      return answer;
    },

    conversation(auth: AuthContext) {
      return { messages: deps.conversations.list(auth.userId) };
    },

    clearConversation(auth: AuthContext) {
      return { cleared: deps.conversations.clear(auth.userId) };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
