import { HistoryStore } from '@main/stores/history-store';
import { createTypedStorage } from '@shared/storage/typed-storage';

const key = 'main_history';

describe('HistoryStore', () => {
  it('persists under the main app prefix and survives a new page life', () => {
    const storage = createTypedStorage(window.localStorage);
    new HistoryStore(storage).add({ systemName: 'car', title: '车辆列表', path: '/car/list' });
    expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toEqual({ car: [{ systemName: 'car', title: '车辆列表', path: '/car/list' }] });
    expect(new HistoryStore(storage).entriesOf('car')).toHaveLength(1);
  });

  it('migrates an old flat list once and writes the new form back', () => {
    window.localStorage.setItem(key, JSON.stringify([{ systemName: 'car', title: '监控', path: '/car/monitor' }]));
    const store = new HistoryStore(createTypedStorage(window.localStorage));
    expect(store.histories).toEqual({ car: [{ systemName: 'car', title: '监控', path: '/car/monitor' }] });
    expect(Array.isArray(JSON.parse(window.localStorage.getItem(key) ?? 'null'))).toBe(false);
  });

  it('starts empty when the stored history is corrupted', () => {
    window.localStorage.setItem(key, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(new HistoryStore(createTypedStorage(window.localStorage)).histories).toEqual({});
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('clearAll removes the stored history', () => {
    const store = new HistoryStore(createTypedStorage(window.localStorage));
    store.add({ systemName: 'car', title: '监控', path: '/car/monitor' });
    store.clearAll();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(store.histories).toEqual({});
  });
});
