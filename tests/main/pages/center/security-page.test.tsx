import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SecurityPage } from '@main/pages/center/security-page';
import { deviceFingerprint } from '@main/pages/center/security/device-fingerprint';
import type { AccountStatus, AuthData } from '@shared/api/dto/account-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser } from '../../support/fixtures';
import { createRsaPair } from '../../support/rsa';
import type { Routes } from '../../../shared/http/scripted-routes';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const rsa = createRsaPair();

const STATUS: AccountStatus = {
  userId: 7,
  userName: 'demo',
  status: 'active',
  lockedUntil: null,
  recentFailures: 0,
  passwordChangedAt: '2025-10-21T02:00:00.000Z',
  passwordExpiresAt: '2026-01-19T02:00:00.000Z',
  passwordExpired: false,
  passwordChangeDue: true,
  lastLoginTime: '2026-01-15T02:00:00.000Z',
  lastLoginIp: '127.0.0.1',
  previousLoginTime: '2026-01-14T02:00:00.000Z',
  previousLoginIp: '223.104.63.18',
};

const AUTH: AuthData = {
  phone: { bound: true, phone: '138****8000', verified: true, verifiedAt: null, boundAt: null, smsLoginEnabled: true },
  wechat: { bound: true, nickName: '鹏程调度-王师傅', boundAt: '2025-06-30T02:00:00.000Z' },
  identityVerifiedUntil: null,
  privacy: { hideLocationFromSubUsers: false, dataRetentionConsent: false, trackRetentionDays: 180, allowSupportAccess: false, updatedAt: null },
};

async function renderPage(overrides: Routes = {}) {
  const fingerprint = await deviceFingerprint();
  const routes: Routes = {
    '/car/v1/api/user/getUser.json': () => ok(demoUser),
    '/car/v4/api/account/checkStatus.json': () => ok(STATUS),
    '/car/v1/api/userAuth/doGetAuthData.json': () => ok(AUTH),
    '/car/v4/api/prevent/declare/generateQRCode.json': () => ok({ content: 'x', dataUrl: 'data:image/png;base64,AAAA', width: 160 }),
    '/oauth/loginPage': () => ok({ publicKey: rsa.publicKey, captchaRequired: false, smsLoginEnabled: true }),
    ...(fingerprint
      ? {
          [`/car/v4/api/security/${fingerprint}.json`]: () =>
            ok({ fingerprint, trusted: true, firstSeen: false, firstSeenAt: '2026-01-01T02:00:00.000Z', lastSeenAt: '2026-01-15T02:00:00.000Z', verifyRequired: false }),
        }
      : {}),
    ...overrides,
  };
  const setup = createTestRoot(routes, { sessionId: 's', user: demoUser });
  renderInShell(setup.root, [{ path: '/center/security', element: <SecurityPage /> }], '/center/security');
  return setup;
}

const card = (title: string) => {
  const heading = screen.getByText(title, { selector: '.ant-card-head-title' });
  const element = heading.closest('.ant-card');
  if (!(element instanceof HTMLElement)) throw new Error(`没有找到「${title}」`);
  return element;
};

describe('安全中心 (route 4001)', () => {
  it('shows the account status, the bindings and the privacy settings from the server', async () => {
    await renderPage();
    expect(await screen.findByText('密码即将过期，请尽快修改密码。', {}, NETWORK)).toBeInTheDocument();
    expect(within(card('账号状态')).getByText('2026-01-14 10:00:00（223.104.63.18）')).toBeInTheDocument();
    expect(await screen.findByText('138****8000', {}, NETWORK)).toBeInTheDocument();
    expect(within(card('微信绑定')).getByText('鹏程调度-王师傅')).toBeInTheDocument();
    expect(within(card('隐私设置')).getByRole('combobox')).toBeInTheDocument();
  });

  it('checks the new password against the platform rules before sending', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage();
    const form = await waitFor(() => card('修改密码'), NETWORK);
    await user.type(within(form).getByLabelText('原密码'), 'demo123456');
    await user.type(within(form).getByLabelText('新密码'), 'abcdefgh');
    await user.type(within(form).getByLabelText('确认新密码'), 'abcdefgh');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('新密码须同时包含字母和数字')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('updateUserPassword.json'))).toBe(false);
  });

  it('sends both passwords encrypted, shows the server’s refusal and keeps what was typed', async () => {
    const user = userEvent.setup();
    const sent: { oldPassword: string; newPassword: string }[] = [];
    await renderPage({
      '/car/v1/api/user/updateUserPassword.json': (request) => {
        sent.push(JSON.parse(request.body) as { oldPassword: string; newPassword: string });
        return fail(0, '原密码错误');
      },
    });
    const form = await waitFor(() => card('修改密码'), NETWORK);
    await user.type(within(form).getByLabelText('原密码'), 'wrong-old-1');
    await user.type(within(form).getByLabelText('新密码'), 'newpass2026');
    await user.type(within(form).getByLabelText('确认新密码'), 'newpass2026');
    await user.click(within(form).getByRole('button', { name: '修改密码' }));
    expect(await within(form).findByText('原密码错误', {}, NETWORK)).toBeInTheDocument();
    expect(within(form).getByLabelText('新密码')).toHaveValue('newpass2026');
    const [body] = sent;
    if (!body) throw new Error('修改密码请求未发出');
    expect(body.oldPassword).not.toContain('wrong-old-1');
    expect(rsa.decrypt(body.oldPassword)).toBe('wrong-old-1');
    expect(rsa.decrypt(body.newPassword)).toBe('newpass2026');
  });

  it('saves only the privacy setting that changed', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage({
      '/car/v1/api/user/updatePrivacy.json': () => ok({ ...AUTH.privacy, hideLocationFromSubUsers: true, updatedAt: '2026-01-15T02:00:00.000Z' }),
    });
    const privacy = await waitFor(() => card('隐私设置'), NETWORK);
    await user.click(within(privacy).getByRole('switch', { name: '对子账号隐藏车辆精确位置（仅显示所在区县）' }));
    await user.click(within(privacy).getByRole('button', { name: '保存隐私设置' }));
    expect(await screen.findByText('隐私设置已保存', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path.endsWith('updatePrivacy.json'))?.body).toEqual({ hideLocationFromSubUsers: true });
  });

  it('refuses a malformed phone before asking for a binding code', async () => {
    const user = userEvent.setup();
    const { calls } = await renderPage();
    const phone = await waitFor(() => card('手机绑定'), NETWORK);
    await user.type(within(phone).getByRole('textbox', { name: '新手机号' }), '12345');
    const bindSection = within(phone).getByRole('region', { name: '绑定手机' });
    await user.click(within(bindSection).getByRole('button', { name: '获取验证码' }));
    expect(await within(phone).findByText('手机号格式不正确')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('sendLoginSms.json'))).toBe(false);
  });
});
