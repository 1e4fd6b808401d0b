import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HealthPage } from '@main/pages/center/health-page';
import type { HealthThresholds, HealthThresholdValue } from '@shared/api/dto/health-dto';
import { NETWORK } from '../../../micro/car/dom-helpers';
import { demoUser } from '../../support/fixtures';
import { fail, ok } from '../../support/routes';
import { renderInShell } from '../../support/render-shell';
import { createTestRoot } from '../../support/test-root';

const GET = '/car/v4/api/health/threshold/getHealthThreshold.json';
const UPDATE = '/car/v4/api/health/threshold/updateHealthThreshold.json';
const VEHICLES = '/car/v1/api/vehicle/pageVehicle.json';

const lowVoltage = (extra: Partial<HealthThresholdValue>): HealthThresholdValue => ({
  key: 'lowVoltage',
  name: '低电压报警电压',
  unit: 'V',
  value: 12,
  min: 9,
  max: 30,
  source: 'customer',
  sourceId: 1,
  sourceName: '演示客户',
  overridden: true,
  ...extra,
});
const towing: HealthThresholdValue = {
  key: 'towingSpeed',
  name: '拖车速度',
  unit: 'km/h',
  value: 20,
  min: 5,
  max: 120,
  source: 'system',
  sourceId: null,
  sourceName: null,
  overridden: false,
};

const customerDefault: HealthThresholds = { target: 'customer', targetId: 1, targetName: '演示客户', editable: true, thresholds: [lowVoltage({}), towing] };
const vehicleView: HealthThresholds = {
  target: 'vehicle',
  targetId: 5,
  targetName: '粤B·3K7Q2',
  editable: true,
  thresholds: [lowVoltage({ value: 23, source: 'group', sourceId: 2, sourceName: '华南分公司', overridden: false }), towing],
};

function renderPage(routes: Record<string, (request: { query: Record<string, string> }) => unknown>) {
  const setup = createTestRoot(routes, { sessionId: 's', user: demoUser });
  renderInShell(setup.root, [{ path: '/center/health', element: <HealthPage /> }], '/center/health');
  return setup;
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('健康设置 (route 400303)', () => {
  it('shows where each customer default comes from and refuses a value out of range before sending', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ [GET]: () => ok(customerDefault), [UPDATE]: () => ok({ updated: 1 }) });
    const input = await screen.findByRole('spinbutton', { name: '低电压报警电压' }, NETWORK);
    expect(within(rowOf('低电压报警电压')).getByText('客户默认设置')).toBeInTheDocument();
    expect(within(rowOf('拖车速度')).getByText('系统默认')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '35');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await within(rowOf('低电压报警电压')).findByRole('alert')).toHaveTextContent('低电压报警电压必须在 9 到 30 V之间');
    expect(calls.some((call) => call.path === UPDATE)).toBe(false);
  });

  it('resets an overridden value to the inherited one', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({ [GET]: () => ok(customerDefault), [UPDATE]: () => ok({ updated: 1 }) });
    await user.click(await screen.findByRole('button', { name: '低电压报警电压恢复继承' }, NETWORK));
    expect(within(rowOf('低电压报警电压')).getByText('保存后恢复继承的值')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('健康阈值已保存', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path === UPDATE)?.body).toEqual({ thresholds: { lowVoltage: null } });
  });

  it('shows a vehicle’s values inherited from its group and saves an override on the vehicle', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage({
      [GET]: (request) => ok(request.query.vehicleId === '5' ? vehicleView : customerDefault),
      [VEHICLES]: () =>
        ok({
          list: [{ vehicleId: 5, plate: '粤B·3K7Q2', deviceNo: '860000000000005', groupId: 2, groupName: '华南分公司', state: 'online', lng: 114, lat: 22.5, speed: 0, accOn: false, lastFixTime: null, platformExpireDate: null, simExpireDate: null }],
          total: 1,
          pageNum: 1,
          pageSize: 20,
        }),
      [UPDATE]: () => ok({ updated: 1 }),
    });
    await screen.findByRole('spinbutton', { name: '低电压报警电压' }, NETWORK);
    await user.click(screen.getByText('按车辆'));
    await user.click(screen.getByRole('combobox', { name: '选择车辆' }));
    await user.click(await screen.findByText('粤B·3K7Q2（华南分公司）', {}, NETWORK));
    await waitFor(() => expect(within(rowOf('低电压报警电压')).getByText('继承自分组「华南分公司」')).toBeInTheDocument(), NETWORK);

    const input = screen.getByRole('spinbutton', { name: '低电压报警电压' });
    await user.clear(input);
    await user.type(input, '24');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('健康阈值已保存', {}, NETWORK)).toBeInTheDocument();
    expect(calls.find((call) => call.path === UPDATE)?.body).toEqual({ vehicleId: 5, thresholds: { lowVoltage: 24 } });
  });

  it('shows the server’s message on a refused save and keeps the value typed', async () => {
    const user = userEvent.setup();
    renderPage({ [GET]: () => ok(customerDefault), [UPDATE]: () => fail(0, '子账号无权修改客户默认阈值，请联系主账号') });
    const input = await screen.findByRole('spinbutton', { name: '低电压报警电压' }, NETWORK);
    await user.clear(input);
    await user.type(input, '11.8');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('子账号无权修改客户默认阈值，请联系主账号', {}, NETWORK)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: '低电压报警电压' })).toHaveValue('11.8');
  });
});
