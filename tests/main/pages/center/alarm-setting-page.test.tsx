import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlarmSettingPage } from '@main/pages/center/alarm-setting-page';
import type { AlarmControlInfo } from '@shared/api/dto/alarm-settings-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const LIST = '/car/v4/api/alarm/control/listAlarmControlInfo.json';
const CONFIG = '/car/v4/api/alarm/control/configAlarmControl.json';

function controls(editable: boolean): AlarmControlInfo {
  return {
    editable,
    list: [
      {
        type: 'overspeed',
        typeName: '超速报警',
        level: 2,
        enabled: true,
        params: [
          { key: 'speedKmh', name: '限速', unit: 'km/h', value: 100, defaultValue: 100, min: 20, max: 220 },
          { key: 'durationS', name: '持续时长', unit: '秒', value: 10, defaultValue: 10, min: 0, max: 300 },
        ],
      },
      { type: 'sos', typeName: '紧急报警', level: 3, enabled: true, params: [] },
    ],
  };
}

function renderPage(routes: Record<string, () => unknown>) {
  const setup = createTestRoot(routes, { sessionId: 's', user: demoUser });
  renderInShell(setup.root, [{ path: '/center/alarmSetting', element: <AlarmSettingPage /> }], '/center/alarmSetting');
  return setup;
}

describe('报警设置 (route 400301)', () => {
  it('refuses a value outside the server’s range before sending, naming the rule', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ [LIST]: () => ok(controls(true)), [CONFIG]: () => ok({ updated: 1 }) });
    const speed = await screen.findByRole('spinbutton', { name: '超速报警限速' }, NETWORK);
    await user.clear(speed);
    await user.type(speed, '300');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const row = screen.getByRole('row', { name: /超速报警/ });
    expect(await within(row).findByRole('alert')).toHaveTextContent('超速报警的限速必须在 20 到 220 km/h之间');
    expect(calls.some((call) => call.path === CONFIG)).toBe(false);
  });

  it('saves only what changed, and shows the saved values', async () => {
    const user = userEvent.setup();
    let saved = controls(true);
    const { calls } = renderPage({
      [LIST]: () => ok(saved),
      [CONFIG]: () => {
        const [overspeed, sos] = controls(true).list;
        if (!overspeed || !sos) throw new Error('测试数据缺少报警类型');
        saved = {
          editable: true,
          list: [
            { ...overspeed, params: overspeed.params.map((param) => (param.key === 'speedKmh' ? { ...param, value: 90 } : param)) },
            { ...sos, enabled: false },
          ],
        };
        return ok({ updated: 2 });
      },
    });
    const speed = await screen.findByRole('spinbutton', { name: '超速报警限速' }, NETWORK);
    await user.clear(speed);
    await user.type(speed, '90');
    await user.click(screen.getByRole('switch', { name: '启用紧急报警' }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    expect(await screen.findByText('已保存 2 种报警的设置', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path === CONFIG)?.body).toEqual({
      items: [
        { type: 'overspeed', params: { speedKmh: 90 } },
        { type: 'sos', enabled: false },
      ],
    });
    await waitFor(() => expect(screen.getByRole('switch', { name: '启用紧急报警' })).not.toBeChecked(), NETWORK);
    expect(screen.getByRole('spinbutton', { name: '超速报警限速' })).toHaveValue('90');
  });

  it('shows the server’s message when the save is refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPage({ [LIST]: () => ok(controls(true)), [CONFIG]: () => fail(0, '超速报警的限速必须是整数') });
    const speed = await screen.findByRole('spinbutton', { name: '超速报警限速' }, NETWORK);
    await user.clear(speed);
    await user.type(speed, '95');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('超速报警的限速必须是整数', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '超速报警限速' })).toHaveValue('95');
  });

  it('is read-only for a sub-user', async () => {
    renderPage({ [LIST]: () => ok(controls(false)) });
    expect(await screen.findByText('报警设置由主账号统一管理，子账号只能查看。', {}, NETWORK)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.getByRole('switch', { name: '启用紧急报警' })).toBeDisabled();
    const row = screen.getByRole('row', { name: /紧急报警/ });
    expect(within(row).getByText('无可调参数')).toBeInTheDocument();
  });
});
