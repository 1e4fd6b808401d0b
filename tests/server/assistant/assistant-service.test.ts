import { createAssistantService, NEED_VEHICLE_ANSWER, UNKNOWN_ANSWER } from '@server/assistant/assistant-service';
import { createConversationStore } from '@server/assistant/conversation-store';
import { KNOWLEDGE_BASE } from '@server/assistant/knowledge-base';
import type { VehicleAnswers } from '@server/assistant/vehicle-answers';
import type { AuthContext } from '@server/auth/auth-context';
import type { AssistantSettingsRepository, AssistantSettingsRow } from '@server/db/assistant-settings-repository';
import { describe, expect, it } from 'vitest';

const OPERATOR: AuthContext = { userId: 1, customerId: 1, roleId: 1, userType: 'operator' };

function settingsRepository(): AssistantSettingsRepository {
  let row: AssistantSettingsRow = { enabled: true, baseUrl: null, scriptUrl: null, providerUrl: null, providerModel: null, providerKey: null };
  return { find: () => ({ ...row }), save: (_customer, next) => (row = next) };
}

const noVehicles: VehicleAnswers = { answer: async (_auth, parsed) => (parsed.plate ? { text: 'vehicle', actions: [] } : null) };

function service() {
  return createAssistantService({ settings: settingsRepository(), vehicleAnswers: noVehicles, conversations: createConversationStore(), now: () => 0, providerPolicy: { devAllowance: false, resolve: async () => ['203.0.114.9'] } });
}

describe('assistant service (offline)', () => {
  it('answers each of the 14 suggested questions from the knowledge base', async () => {
    expect(KNOWLEDGE_BASE).toHaveLength(14);
    const assistant = service();
    for (const topic of KNOWLEDGE_BASE) {
      expect((await assistant.ask(OPERATOR, topic.question)).text).toBe(topic.answer);
    }
  });

  it('matches free wording to a topic', async () => {
    const assistant = service();
    const topic = (id: string) => KNOWLEDGE_BASE.find((entry) => entry.id === id)?.answer;
    expect((await assistant.ask(OPERATOR, '车一直掉线怎么回事')).text).toBe(topic('offline'));
    expect((await assistant.ask(OPERATOR, '支持JT808吗')).text).toBe(topic('protocols'));
    expect((await assistant.ask(OPERATOR, '设备过期了')).text).toBe(topic('renewal'));
  });

  it('says plainly when it does not know, and asks for the vehicle when one is needed', async () => {
    const assistant = service();
    expect((await assistant.ask(OPERATOR, '今天天气怎么样')).text).toBe(UNKNOWN_ANSWER);
    expect((await assistant.ask(OPERATOR, '昨天跑了多少公里')).text).toBe(NEED_VEHICLE_ANSWER);
  });

  it('keeps each user\'s conversation apart, capped', async () => {
    const assistant = service();
    await assistant.ask(OPERATOR, '如何创建子账号？');
    expect(assistant.conversation(OPERATOR).messages).toHaveLength(2);
    expect(assistant.conversation({ ...OPERATOR, userId: 2 }).messages).toEqual([]);
  });
});
