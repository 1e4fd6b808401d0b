import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SubAppMessage } from '@shared/contract/bus-messages';
import { VEHICLE_KEYWORD_MAX, vehiclePageQuerySchema } from '@shared/api/endpoints/vehicle-endpoints';
import { ApiError } from '@shared/http/api-error';
import { VehicleListPage } from '@car/features/vehicles/vehicle-list-page';
import { makeVehicle, pageOf } from '../../vehicle-fixtures';
import { renderConsole } from '../../render-console';

describe('VehicleListPage', () => {
  it('renders the heading, Chinese column headers and rows with Chinese state labels', async () => {
    const online = makeVehicle({ plate: '京A11111', state: 'online', groupName: '一车队', speed: 36.5, accOn: true });
    const offline = makeVehicle({ plate: '沪B22222', state: 'offline', lastFixTime: null, accOn: false });
    renderConsole(<VehicleListPage />, () => pageOf([online, offline], 2));

    expect(screen.getByRole('heading', { name: '车辆列表' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['车牌号', '设备号', '所属分组', '状态', '速度 (km/h)', 'ACC', '最后定位时间', '平台到期']);

    const first = await screen.findByRole('row', { name: /京A11111/ });
    expect(within(first).getByText('在线')).toBeInTheDocument();
    expect(within(first).getByText('一车队')).toBeInTheDocument();
    expect(within(first).getByText('36.5')).toBeInTheDocument();
    expect(within(first).getByText('开')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /沪B22222/ });
    expect(within(second).getByText('离线')).toBeInTheDocument();
    expect(within(second).getByText('从未定位')).toBeInTheDocument();
    expect(within(second).getByText('关')).toBeInTheDocument();
    expect(screen.getByText('共 2 辆')).toBeInTheDocument();
    expect(screen.getByText('已加载全部 2 辆')).toBeInTheDocument();
  });

  it('renders only the visible rows of a long list', async () => {
    const rows = Array.from({ length: 100 }, () => makeVehicle());
    renderConsole(<VehicleListPage />, () => pageOf(rows, 5000));
    await screen.findByRole('row', { name: new RegExp(rows[0]?.plate ?? '') });
    const rendered = screen.getAllByRole('row').length - 1; // minus the header row
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(50);
    expect(screen.getByText('共 5000 辆')).toBeInTheDocument();
  });

  it('sends showVehInfo with the vehicle on click and on Enter', async () => {
    const user = userEvent.setup();
    const vehicle = makeVehicle({ plate: '粤C33333' });
    const { bus } = renderConsole(<VehicleListPage />, () => pageOf([vehicle], 1));
    const received: SubAppMessage[] = [];
    bus.handle((message) => received.push(message));

    const row = await screen.findByRole('row', { name: /粤C33333/ });
    await user.click(row);
    expect(received).toEqual([{ name: 'showVehInfo', payload: { vehicleId: vehicle.vehicleId, plate: '粤C33333', tab: '' } }]);

    row.focus();
    await user.keyboard('{Enter}');
    expect(received).toHaveLength(2);
    expect(received[1]?.payload).toEqual({ vehicleId: vehicle.vehicleId, plate: '粤C33333', tab: '' });
  });

  it('shows 暂无车辆 when nothing matches', async () => {
    renderConsole(<VehicleListPage />, () => pageOf([], 0));
    expect(await screen.findByText('暂无车辆')).toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toHaveLength(1);
  });

  it('shows the error message and loads again on 重试', async () => {
    const user = userEvent.setup();
    let calls = 0;
    renderConsole(<VehicleListPage />, () => {
      calls += 1;
      if (calls === 1) throw new ApiError({ kind: 'flag', flag: 0, message: '车辆服务暂时不可用' });
      return pageOf([makeVehicle({ plate: '浙D44444' })], 1);
    });
    expect(await screen.findByText('车辆服务暂时不可用')).toBeInTheDocument();
    expect(screen.getByText('车辆列表加载失败')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('row', { name: /浙D44444/ })).toBeInTheDocument();
    expect(screen.queryByText('车辆服务暂时不可用')).not.toBeInTheDocument();
  });

  it('renders a hostile plate as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { container } = renderConsole(<VehicleListPage />, () => pageOf([makeVehicle({ plate: hostile, groupName: '<b>分组</b>' })], 1));
    expect(await screen.findByText(hostile)).toBeInTheDocument();
    expect(screen.getByText('<b>分组</b>')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('searches by keyword from page 1', async () => {
    const user = userEvent.setup();
    const { requests } = renderConsole(<VehicleListPage />, ({ query }) =>
      query.keyword === '京E' ? pageOf([makeVehicle({ plate: '京E55555' })], 1) : pageOf([makeVehicle({ plate: '京F66666' })], 1),
    );
    await screen.findByRole('row', { name: /京F66666/ });
    await user.type(screen.getByRole('searchbox', { name: '搜索车牌号或设备号' }), '京E{Enter}');
    expect(await screen.findByRole('row', { name: /京E55555/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /京F66666/ })).not.toBeInTheDocument();
    expect(requests.at(-1)?.query).toMatchObject({ pageNum: 1, keyword: '京E' });
  });

  it('stops the search box at the server\'s keyword limit, so a long paste still searches instead of failing', async () => {
    const user = userEvent.setup();
    const { requests } = renderConsole(<VehicleListPage />, () => pageOf([makeVehicle({ plate: '京G77777' })], 1));
    await screen.findByRole('row', { name: /京G77777/ });
    const box = screen.getByRole('searchbox', { name: '搜索车牌号或设备号' });
    // 64 characters: what the box used to take while the server refuses more than 50
    await user.click(box);
    await user.paste('8'.repeat(64));
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('8'.repeat(VEHICLE_KEYWORD_MAX));
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ pageNum: 1, keyword: '8'.repeat(VEHICLE_KEYWORD_MAX) }));
    expect(vehiclePageQuerySchema.safeParse(requests.at(-1)?.query).success).toBe(true);
    expect(screen.queryByText('车辆列表加载失败')).not.toBeInTheDocument();
  });

  it('filters by state through the Select', async () => {
    const user = userEvent.setup();
    const { requests } = renderConsole(<VehicleListPage />, ({ query }) =>
      pageOf([makeVehicle({ plate: query.state === 'expired' ? '过期车' : '普通车', state: query.state === 'expired' ? 'expired' : 'online' })], 1),
    );
    await screen.findByRole('row', { name: /普通车/ });
    await user.click(screen.getByRole('combobox', { name: '车辆状态' }));
    await user.click(await screen.findByTitle('已过期'));
    const row = await screen.findByRole('row', { name: /过期车/ });
    expect(within(row).getByText('已过期')).toBeInTheDocument();
    await waitFor(() => expect(requests.at(-1)?.query).toMatchObject({ pageNum: 1, state: 'expired' }));
  });
});
