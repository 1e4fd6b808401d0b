import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AssistantSettingPage } from '@main/pages/center/assistant-setting-page';
import { CenterLayout } from '@main/pages/center/center-layout';
import type { ChatSettings } from '@shared/api/dto/assistant-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser, resourceTree } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const GET = '/car/v1/api/assistant/getChatConfig.json';
const UPDATE = '/car/v1/api/assistant/updateChatConfig.json';
const PATH = '/center/assistant';

const SETTINGS: ChatSettings = {
  enabled: true,
  baseUrl: '/car/v1/api/assistant',
  scriptUrl: '/apps/assistant/assistant.js',
  botName: '车管小助手',
  productName: '车辆定位平台',
  robotHeaderUrl: '/robot.svg',
  staticUrl: '/static/',
  appType: 'car',
  faqList: [],
  editable: true,
  providerUrl: 'https://api.example.com/v1',
  providerModel: 'qwen-plus',
  providerKeySet: true,
};

function renderPage(routes: Record<string, (body: unknown) => unknown>, user: UserInfo = demoUser) {
  const setup = createTestRoot(routes, { sessionId: 's', user });
  renderInShell(setup.root, [{ path: PATH, element: <AssistantSettingPage /> }], PATH);
  return setup;
}

describe('智能助手设置 (issue 13)', () => {
  it('shows that a key is set without ever showing it, and switches the assistant off keeping the key', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ [GET]: () => ok(SETTINGS), [UPDATE]: () => ok({ ...SETTINGS, enabled: false, baseUrl: null, scriptUrl: null }) });
    const key = await screen.findByLabelText('服务密钥', {}, NETWORK);
    expect(key).toHaveValue('');
    expect(key).toHaveAttribute('placeholder', '已设置，输入新密钥以替换');
    expect(screen.getByText('已设置（••••••），留空则保持不变')).toBeInTheDocument();
    expect(screen.getByLabelText('服务地址')).toHaveValue('https://api.example.com/v1');

    await user.click(screen.getByRole('switch', { name: '启用智能助手' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('智能助手设置已保存', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path === UPDATE)?.body).toEqual({ enabled: false, providerUrl: 'https://api.example.com/v1', providerModel: 'qwen-plus' });
    expect(screen.getByText('已关闭')).toBeInTheDocument();
  });

  it('shows the server\'s refusal of an internal provider address next to the form and keeps the input', async () => {
    const user = userEvent.setup();
    renderPage({ [GET]: () => ok({ ...SETTINGS, providerUrl: null, providerModel: null, providerKeySet: false }), [UPDATE]: () => fail(0, '大模型服务地址不能指向内网、本机或保留地址') });
    const url = await screen.findByLabelText('服务地址', {}, NETWORK);
    await user.type(url, 'https://169.254.169.254/v1');
    await user.type(screen.getByLabelText('模型名称'), 'm');
    await user.type(screen.getByLabelText('服务密钥'), 'sk-new');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert', {}, NETWORK)).toHaveTextContent('大模型服务地址不能指向内网、本机或保留地址');
    expect(url).toHaveValue('https://169.254.169.254/v1');
  });

  it('a sub-user sees the state read-only', async () => {
    // what the server sends a sub-user: the model, not the provider's address
    renderPage({ [GET]: () => ok({ ...SETTINGS, editable: false, providerUrl: null, providerKeySet: false }) }, { ...demoUser, userType: 'sub' });
    expect(await screen.findByText('只有运营管理员可以修改智能助手设置', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByText(`大模型服务（${SETTINGS.providerModel}）`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByLabelText('服务密钥')).toBeNull();
  });

  it('the centre menu lists it for operators only', () => {
    const menuFor = (userType: 'operator' | 'sub') => {
      const { root } = createTestRoot({}, { sessionId: 's', user: { ...demoUser, userType } });
      root.permission.replaceResources(resourceTree(['car']));
      const view = renderInShell(root, [{ path: '/center/notice', element: <CenterLayout /> }], '/center/notice');
      const menu = within(screen.getByRole('complementary', { name: '系统中心菜单' }));
      const found = menu.queryByRole('menuitem', { name: '智能助手设置' });
      view.unmount();
      return found;
    };
    expect(menuFor('operator')).not.toBeNull();
    expect(menuFor('sub')).toBeNull();
  });
});
