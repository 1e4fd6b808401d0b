import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { AssistantConfig, AssistantWidgetApi } from '@shared/contract/assistant-contract';
import { ASSISTANT_GLOBAL } from '@shared/contract/assistant-placement';
import { followAssistantSessions } from '@main/assistant/assistant-boot';
import { giveLoginAssistantSettings } from '@main/assistant/login-assistant-settings';
import { HELD } from '../../shared/http/scripted-routes';
import { demoUser } from '../support/fixtures';
import { happyRoutes, ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';

const SCRIPT_URL = '/apps/assistant/assistant.js';
const SETTINGS: ChatSettings = {
  enabled: true,
  baseUrl: '/car/v1/api/assistant',
  scriptUrl: SCRIPT_URL,
  botName: '车管小助手',
  productName: '车辆定位平台',
  robotHeaderUrl: '/robot.svg',
  staticUrl: '/static/',
  appType: 'car',
  faqList: [],
  editable: true,
  providerUrl: null,
  providerModel: null,
  providerKeySet: false,
};

/** The widget script as already in the page (registered, its element present): what it was mounted with. */
function widgetInPage(): AssistantConfig[] {
  const mounted: AssistantConfig[] = [];
  const api: AssistantWidgetApi = {
    mount(target, config) {
      mounted.push(config);
      const wrapper = document.createElement('div');
      target.append(wrapper);
      return { wrapper, unmount: () => wrapper.remove() };
    },
  };
  Reflect.set(window, ASSISTANT_GLOBAL, api);
  const script = document.createElement('script');
  script.dataset.assistantScript = SCRIPT_URL;
  document.head.append(script);
  return mounted;
}

describe('the assistant following the session (issue 13)', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, ASSISTANT_GLOBAL);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('mounts the widget from the login answer, with the user it carried, while getUser is still unanswered', async () => {
    const mounted = widgetInPage();
    // getUser is held: the first page cannot render yet, the launcher does not wait for it
    const { root, calls } = createTestRoot({ ...happyRoutes(), '/car/v1/api/user/getUser.json': () => HELD });
    const boot = followAssistantSessions(root);
    giveLoginAssistantSettings('S-9', { ...SETTINGS, user: { userId: demoUser.userId, chatLogo: '/logo.png' } }, async () => undefined);
    void root.session.completeLogin({ sessionId: 'S-9', expiresIn: 7200 }).catch(() => undefined);
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ userId: demoUser.userId, chatLogo: '/logo.png', sessionId: 'S-9', baseUrl: '/car/v1/api/assistant' });
    expect(root.session.user).toBeNull();
    // the settings came with the answer: no getChatConfig round trip
    expect(calls.some((call) => call.path.includes('getChatConfig'))).toBe(false);
    boot.dispose();
  });

  it('without the user in the login answer (an older server), waits for getUser', async () => {
    const mounted = widgetInPage();
    const { root } = createTestRoot({ ...happyRoutes(), '/car/v1/api/user/getUser.json': () => ok({ ...demoUser, chatLogo: '/mine.png' }) });
    const boot = followAssistantSessions(root);
    giveLoginAssistantSettings('S-8', SETTINGS, async () => undefined);
    await root.session.completeLogin({ sessionId: 'S-8', expiresIn: 7200 });
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).toMatchObject({ userId: demoUser.userId, chatLogo: '/mine.png', sessionId: 'S-8' });
    boot.dispose();
  });
});
