import { describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { STORAGE_KEYS, storageKey } from '@shared/constants/storage-keys';
import { CarRootStore } from '@car/app/car-root-store';
import { createConsoleHttp } from '../console-http';

/** The stores on the real HTTP client; each request waits on the file's local server until the test answers it. */
function setup() {
  const { client, requests, storage, session } = createConsoleHttp();
  session.writeSessionId('session-1');
  const stores = new CarRootStore({ http: client, storage, session });
  const bus = createLocalBus();
  const disconnect = stores.connectBus(bus);
  return { requests, stores, bus, disconnect, storage };
}

describe('CarRootStore.connectBus', () => {
  it('follows shell:theme and ignores unknown theme names', () => {
    const { stores, bus } = setup();
    expect(stores.theme.theme).toBe('defaultTheme');
    bus.emit('shell:theme', { theme: 'orginTheme' });
    expect(stores.theme.colorPrimary).toBe('#ad4e00');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    bus.emit('shell:theme', { theme: 'purpleTheme' } as never);
    expect(stores.theme.theme).toBe('orginTheme');
    expect(warn).toHaveBeenCalledWith('[theme] 未知的主题：purpleTheme');
    warn.mockRestore();
  });

  it('starts from the theme the shell stored, and leaves a value it cannot read in place', () => {
    window.localStorage.setItem(storageKey(STORAGE_KEYS.themeValue), JSON.stringify('greenTheme'));
    expect(setup().stores.theme.theme).toBe('greenTheme');
    window.localStorage.setItem(storageKey(STORAGE_KEYS.themeValue), JSON.stringify({ some: 'future format' }));
    expect(setup().stores.theme.theme).toBe('defaultTheme');
    expect(window.localStorage.getItem(storageKey(STORAGE_KEYS.themeValue))).not.toBeNull();
  });

  it('pauses fetching only for its own system’s visibility', () => {
    const { stores, bus, requests } = setup();
    bus.emit('shell:visibility', { systemId: 'data-report', visible: false });
    expect(stores.vehicleList.visible).toBe(true);
    bus.emit('shell:visibility', { systemId: 'car', visible: false });
    expect(stores.vehicleList.visible).toBe(false);
    void stores.vehicleList.ensureLoaded();
    expect(requests).toHaveLength(0);
    bus.emit('shell:visibility', { systemId: 'car', visible: true });
    expect(requests).toHaveLength(1);
  });

  it('reloads the list when the shell switches the client viewed (changeClient), and not while logged out', () => {
    const { bus, requests, stores } = setup();
    bus.emit('shell:client', { userId: 9001, userName: '客户甲' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toContain('vehicle');
    stores.session.clear();
    bus.emit('shell:client', { userId: null, userName: null });
    expect(requests).toHaveLength(1);
  });

  it('reloads the list for another session, not for the same one repeated', () => {
    const { bus, requests } = setup();
    bus.emit('shell:session', { sessionId: 'session-1', userId: 7 });
    expect(requests).toHaveLength(0);
    bus.emit('shell:session', { sessionId: 'session-2', userId: 8 });
    expect(requests).toHaveLength(1);
    bus.emit('shell:session', { sessionId: null, userId: null });
    expect(requests[0]?.signal?.aborted).toBe(true);
    expect(requests).toHaveLength(1);
  });

  it('ignores a session event whose sessionId is neither a string nor null, keeping the list it shows', async () => {
    const { stores, bus, requests } = setup();
    const loading = stores.vehicleList.loadFirstPage();
    requests[0]?.respond({ list: [], total: 0, pageNum: 1, pageSize: 100 });
    await loading;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    bus.emit('shell:session', { sessionId: 42 } as never);
    bus.emit('shell:session', undefined as never);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(stores.vehicleList.loadedOnce).toBe(true);
    expect(requests).toHaveLength(1);
    warn.mockRestore();
  });

  it('stops polling the alarms when the shell saw the session expire, and polls again for the next session', () => {
    const { stores, bus, requests } = setup();
    stores.alarms.start();
    expect(stores.alarms.running).toBe(true);
    expect(requests.some((request) => request.path.includes('actualTimeAlarmQuery'))).toBe(true);
    bus.emit('shell:sessionExpired', { sessionId: 'session-1' });
    expect(stores.alarms.running).toBe(false);
    bus.emit('shell:session', { sessionId: 'session-2', userId: 7 });
    expect(stores.alarms.running).toBe(true);
    stores.alarms.stop();
  });

  it('preloaded (not shown yet) it polls no alarms until the shell first shows it', () => {
    const { client, requests, storage, session } = createConsoleHttp();
    session.writeSessionId('session-1');
    const stores = new CarRootStore({ http: client, storage, session });
    const bus = createLocalBus();
    stores.connectBus(bus, { shown: false });
    stores.alarms.start();
    expect(stores.alarms.running).toBe(false);
    expect(requests).toHaveLength(0);
    bus.emit('shell:visibility', { systemId: 'car', visible: true });
    expect(stores.alarms.running).toBe(true);
    expect(requests.some((request) => request.path.includes('actualTimeAlarmQuery'))).toBe(true);
    stores.alarms.stop();
  });

  it('removes its listeners when disconnected', () => {
    const { stores, bus, disconnect } = setup();
    disconnect();
    bus.emit('shell:theme', { theme: 'blueTheme' });
    bus.emit('shell:visibility', { systemId: 'car', visible: false });
    expect(stores.theme.theme).toBe('defaultTheme');
    expect(stores.vehicleList.visible).toBe(true);
  });
});
