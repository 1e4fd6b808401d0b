import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VehicleInfoDialog } from '@shared/ui/vehicle-info/vehicle-info-dialog';
import { vehicleDetail } from '../support/fixtures';
import { fail, ok } from '../support/routes';
import { createTestHttp } from '../support/test-root';

// the follow tab's map: Leaflet does not run in jsdom; the fake records what the tab asks of the map
const fakeMap = vi.hoisted(() => ({
  setVehicles: vi.fn(),
  setView: vi.fn(),
  setTileSource: vi.fn(),
  destroy: vi.fn(),
}));
const loadFleetMap = vi.hoisted(() => vi.fn((_container: HTMLElement, _options?: unknown) => Promise.resolve(fakeMap)));
vi.mock('@shared/map/load-fleet-map', () => ({ loadFleetMap }));

describe('VehicleInfoDialog', () => {
  it('shows the vehicle from the server with Chinese labels, titled with the plate', async () => {
    const { http, calls } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={vi.fn()} />);

    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('车辆信息 - 粤B·12345')).toBeInTheDocument();
    expect(within(dialog).getByText('860000000000101')).toBeInTheDocument();
    expect(within(dialog).getByText('在线')).toBeInTheDocument();
    expect(within(dialog).getByText('深圳一队')).toBeInTheDocument();
    expect(within(dialog).getByText('张师傅')).toBeInTheDocument();
    expect(within(dialog).getByText('42.5 km/h')).toBeInTheDocument();
    expect(calls[0]?.query).toEqual({ vehicleId: 101 });
  });

  it('opens on the follow tab when asked, showing the last position', async () => {
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="follow" onClose={vi.fn()} />);

    expect(await screen.findByRole('tab', { name: '实时跟踪', selected: true })).toBeInTheDocument();
    expect(screen.getByText('114.057868, 22.543099')).toBeInTheDocument();
  });

  it('shows a map centred on the vehicle on the follow tab, with the vehicle on it', async () => {
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="follow" onClose={vi.fn()} />);

    expect(await screen.findByRole('region', { name: '粤B·12345 的实时位置地图' })).toBeInTheDocument();
    await waitFor(() => expect(fakeMap.setVehicles).toHaveBeenCalled());
    expect(loadFleetMap.mock.calls[0]?.[1]).toMatchObject({ center: { lng: 114.057868, lat: 22.543099 }, cluster: false });
    expect(fakeMap.setVehicles).toHaveBeenLastCalledWith([expect.objectContaining({ id: vehicleDetail.vehicleId, lng: 114.057868, lat: 22.543099, state: vehicleDetail.state })]);
  });

  it('switches the follow map to another tile source and keeps the choice as the user’s setting', async () => {
    localStorage.removeItem('main_mapTileSource');
    const user = userEvent.setup();
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="follow" onClose={vi.fn()} />);

    await screen.findByRole('region', { name: '粤B·12345 的实时位置地图' });
    await waitFor(() => expect(fakeMap.setVehicles).toHaveBeenCalled());
    expect(loadFleetMap.mock.calls.at(-1)?.[1]).toMatchObject({ tileSource: 'amap' });
    await user.click(screen.getByRole('combobox', { name: '底图' }));
    await user.click(await screen.findByTitle('OpenStreetMap'));

    expect(fakeMap.setTileSource).toHaveBeenCalledWith('osm');
    expect(localStorage.getItem('main_mapTileSource')).toBe('"osm"');
    localStorage.removeItem('main_mapTileSource');
  });

  it('says so instead of showing a map when the vehicle has no fix', async () => {
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok({ ...vehicleDetail, lng: null, lat: null }) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="follow" onClose={vi.fn()} />);

    expect(await screen.findByText('该车辆暂无定位，无法在地图上显示')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /实时位置地图/ })).toBeNull();
  });

  it('shows the error with a retry that loads again', async () => {
    let attempts = 0;
    const { http } = createTestHttp({
      '/car/v1/api/vehicle/getVehicle.json': () => {
        attempts += 1;
        return attempts === 1 ? fail(0, '车辆不存在或无权查看') : ok(vehicleDetail);
      },
    });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={vi.fn()} />);

    expect(await screen.findByText('车辆不存在或无权查看')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('车辆信息 - 粤B·12345')).toBeInTheDocument();
  });

  it('keeps the last position after a failed refresh, but stops following once the session has expired', async () => {
    let answer: 'ok' | 'network' | 'expired' = 'ok';
    const expired = vi.fn();
    const { http } = createTestHttp(
      {
        '/car/v1/api/vehicle/getVehicle.json': () => (answer === 'ok' ? ok(vehicleDetail) : answer === 'network' ? fail(1, '服务繁忙') : fail(4010, '登录超时')),
      },
      expired,
    );
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="follow" onClose={vi.fn()} />);
    expect(await screen.findByText('114.057868, 22.543099')).toBeInTheDocument();

    answer = 'network';
    await userEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '立即刷新' })).toBeEnabled());
    expect(screen.getByText('114.057868, 22.543099')).toBeInTheDocument();

    // the follow tab (and its 10-second refresh) gives way to the error view with its retry
    answer = 'expired';
    await userEvent.click(screen.getByRole('button', { name: '立即刷新' }));
    expect(await screen.findByRole('button', { name: '重试' })).toBeInTheDocument();
    expect(screen.queryByText('114.057868, 22.543099')).toBeNull();
    expect(screen.queryByRole('button', { name: '立即刷新' })).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('renders hostile strings as text', async () => {
    const hostile = { ...vehicleDetail, plate: '<img src=x onerror=alert(1)>', driverName: '<b>坏人</b>' };
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(hostile) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={vi.fn()} />);

    expect(await screen.findByText('<b>坏人</b>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('is closed while no vehicle is chosen and calls onClose from its close button', async () => {
    const onClose = vi.fn();
    const { http, calls } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    const { rerender } = render(<VehicleInfoDialog http={http} vehicleId={null} tab="" onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toHaveLength(0);

    rerender(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={onClose} />);
    await screen.findByText('车辆信息 - 粤B·12345');
    await userEvent.click(screen.getByRole('button', { name: /close|关闭/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('轨迹回放 asks for today’s playback of the vehicle in a new tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 2026-01-15 10:30:00 China time
    vi.setSystemTime(Date.UTC(2026, 0, 15, 2, 30, 0));
    try {
      const onGoPage = vi.fn();
      const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
      render(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={vi.fn()} onGoPage={onGoPage} />);
      await userEvent.click(await screen.findByRole('button', { name: '轨迹回放' }));
      expect(onGoPage).toHaveBeenCalledWith({
        path: '/car/playback',
        query: { vehicleId: String(vehicleDetail.vehicleId), startTime: '2026-01-15 00:00:00', endTime: '2026-01-15 10:30:00' },
        newTab: true,
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('has no 轨迹回放 button when its host cannot open pages', async () => {
    const { http } = createTestHttp({ '/car/v1/api/vehicle/getVehicle.json': () => ok(vehicleDetail) });
    render(<VehicleInfoDialog http={http} vehicleId={101} tab="" onClose={vi.fn()} />);
    await screen.findByText('车辆信息 - 粤B·12345');
    expect(screen.queryByRole('button', { name: '轨迹回放' })).toBeNull();
  });
});
