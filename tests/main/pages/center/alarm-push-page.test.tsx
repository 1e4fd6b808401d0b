import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlarmPushPage } from '@main/pages/center/alarm-push-page';
import type { AlarmPushInfo } from '@shared/api/dto/alarm-settings-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const LIST = '/car/v4/api/alarm/push/listAlarmPushInfo.json';
const CONFIG = '/car/v4/api/alarm/push/configAlarmPush.json';

const INFO: AlarmPushInfo = {
  editable: true,
  list: [
    {
      type: 'sos',
      typeName: '紧急报警',
      channels: { popup: true, sound: true, sms: false, wechat: false, email: false },
      phones: [],
      emails: [],
      wechatUserIds: [],
    },
  ],
  users: [{ userId: 2, nickName: '调度员小王' }],
};

function renderPage(routes: Record<string, () => unknown>) {
  const setup = createTestRoot(routes, { sessionId: 's', user: demoUser });
  renderInShell(setup.root, [{ path: '/center/alarmPush', element: <AlarmPushPage /> }], '/center/alarmPush');
  return setup;
}

describe('推送设置 (route 400302)', () => {
  it('asks for a receiver before switching SMS on, then sends the whole type', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ [LIST]: () => ok(INFO), [CONFIG]: () => ok({ updated: 1 }) });
    await user.click(await screen.findByRole('checkbox', { name: '紧急报警短信' }, NETWORK));
    await user.click(screen.getByRole('button', { name: '保存' }));
    const row = screen.getByRole('row', { name: /紧急报警/ });
    expect(await within(row).findByRole('alert')).toHaveTextContent('紧急报警：开启短信推送时请至少填写一个手机号');
    expect(calls.some((call) => call.path === CONFIG)).toBe(false);

    await user.type(screen.getByRole('combobox', { name: '紧急报警短信接收手机号' }), '12345{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('紧急报警：手机号 12345 格式不正确');

    // Backspace in the empty input removes the last receiver, as in any tag input
    await user.type(screen.getByRole('combobox', { name: '紧急报警短信接收手机号' }), '{Backspace}13612345678{Enter}');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('已保存 1 种报警的推送设置', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path === CONFIG)?.body).toEqual({
      items: [
        {
          type: 'sos',
          channels: { popup: true, sound: true, sms: true, wechat: false, email: false },
          phones: ['13612345678'],
          emails: [],
          wechatUserIds: [],
        },
      ],
    });
  });

  it('shows the server’s message on a refused save and keeps the edits', async () => {
    const user = userEvent.setup();
    renderPage({ [LIST]: () => ok(INFO), [CONFIG]: () => fail(0, '子账号无权修改报警设置，请联系主账号') });
    await user.click(await screen.findByRole('checkbox', { name: '紧急报警声音提醒' }, NETWORK));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('子账号无权修改报警设置，请联系主账号', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '紧急报警声音提醒' })).not.toBeChecked();
  });
});
