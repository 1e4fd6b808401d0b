import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@shared/http/api-error';
import { VehicleListStore } from '@car/features/vehicles/vehicle-list-store';
import { createConsoleHttp } from '../../console-http';
import { makeVehicle, pageOf } from '../../vehicle-fixtures';
import { WAIT_FOR_CONDITION_MS } from '../../../../time-budgets';

const PATH = '/car/v1/api/vehicle/pageVehicle.json';

/** The store on the real HTTP client; each request waits on the file's local server until the test answers it. */
function setup(pageSize = 2) {
  const http = createConsoleHttp();
  const store = new VehicleListStore({ http: http.client, pageSize });
  return { ...http, store };
}

describe('VehicleListStore', () => {
  it('loads the first page with the query and page size', async () => {
    const { store, requests } = setup();
    const done = store.loadFirstPage();
    expect(store.loadState.status).toBe('loading');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe(PATH);
    expect(requests[0]?.query).toMatchObject({ pageNum: 1, pageSize: 2 });
    const rows = [makeVehicle(), makeVehicle()];
    requests[0]?.respond(pageOf(rows, 5));
    await done;
    expect(store.loadState.status).toBe('ready');
    expect(store.rows.map((row) => row.vehicleId)).toEqual(rows.map((row) => row.vehicleId));
    expect(store.total).toBe(5);
    expect(store.pageNum).toBe(1);
    expect(store.hasMore).toBe(true);
  });

  it('appends the next page and stops at the total', async () => {
    const { store, requests } = setup();
    const first = store.loadFirstPage();
    requests[0]?.respond(pageOf([makeVehicle(), makeVehicle()], 3));
    await first;
    const next = store.loadNextPage();
    expect(requests[1]?.query).toMatchObject({ pageNum: 2, pageSize: 2 });
    requests[1]?.respond(pageOf([makeVehicle()], 3, 2));
    await next;
    expect(store.rows).toHaveLength(3);
    expect(store.pageNum).toBe(2);
    expect(store.hasMore).toBe(false);
    await store.loadNextPage();
    expect(requests).toHaveLength(2);
  });

  it('never runs two loads at once', async () => {
    const { store, requests } = setup();
    const first = store.loadFirstPage();
    void store.loadNextPage();
    expect(requests).toHaveLength(1);
    requests[0]?.respond(pageOf([makeVehicle(), makeVehicle()], 10));
    await first;
    void store.loadNextPage();
    void store.loadNextPage();
    void store.loadNextPage();
    expect(requests).toHaveLength(2);
  });

  it('a search goes back to page 1 and aborts the older request', async () => {
    const { store, requests } = setup();
    const first = store.loadFirstPage();
    requests[0]?.respond(pageOf([makeVehicle(), makeVehicle()], 10));
    await first;
    const olderLoad = store.loadNextPage();
    const older = requests[1];
    expect(older?.query).toMatchObject({ pageNum: 2 });

    const search = store.search({ keyword: '京B', state: 'offline' });
    expect(older?.signal?.aborted).toBe(true);
    expect(store.rows).toHaveLength(0);
    expect(requests[2]?.query).toMatchObject({ pageNum: 1, keyword: '京B', state: 'offline' });

    // the aborted page's answer must not land in the new list
    older?.respond(pageOf([makeVehicle({ plate: '旧结果' })], 10, 2));
    const found = makeVehicle({ plate: '京B12345', state: 'offline' });
    requests[2]?.respond(pageOf([found], 1));
    await search;
    await olderLoad;
    expect(store.rows.map((row) => row.plate)).toEqual(['京B12345']);
    expect(store.total).toBe(1);
    expect(store.query).toEqual({ keyword: '京B', state: 'offline' });
  });

  it('sends no keyword or state when they are empty', () => {
    const { store, requests } = setup();
    void store.search({ keyword: '', state: null });
    expect(requests[0]?.query.keyword).toBeUndefined();
    expect(requests[0]?.query.state).toBeUndefined();
  });

  it('keeps a typed error with its Chinese message and retries the failed page', async () => {
    const { store, requests } = setup();
    const first = store.loadFirstPage();
    requests[0]?.fail(new ApiError({ kind: 'flag', flag: 0, message: '查询车辆失败，请稍后再试' }));
    await first;
    expect(store.loadState.status).toBe('error');
    expect(store.loadState.error).toBeInstanceOf(ApiError);
    expect(store.loadState.error?.kind).toBe('flag');
    expect(store.loadState.error?.message).toBe('查询车辆失败，请稍后再试');

    const retry = store.retry();
    expect(store.loadState.status).toBe('loading');
    expect(store.loadState.error).toBeNull();
    expect(requests[1]?.query).toMatchObject({ pageNum: 1 });
    requests[1]?.respond(pageOf([makeVehicle()], 1));
    await retry;
    expect(store.loadState.status).toBe('ready');
    expect(store.rows).toHaveLength(1);
  });

  // the real client already types a page that breaks its schema (kind malformed)
  it('ends in a typed error when the page does not match its schema', async () => {
    const { store, requests } = setup();
    const first = store.loadFirstPage();
    requests[0]?.respond({ list: 'not a list' });
    await first;
    expect(store.loadState.status).toBe('error');
    expect(store.loadState.error).toBeInstanceOf(ApiError);
  });

  it('fetches nothing while hidden and makes the deferred request when shown', async () => {
    const { store, requests } = setup();
    store.setVisible(false);
    void store.loadFirstPage();
    void store.ensureLoaded();
    expect(requests).toHaveLength(0);
    store.setVisible(true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.query).toMatchObject({ pageNum: 1 });
  });

  it('a failed page is tried again by itself when the console is shown again, not while it stays shown', async () => {
    const { store, requests } = setup();
    const first = store.search({ keyword: '粤B' });
    requests[0]?.respond({ list: 'not a list' });
    await first;
    expect(store.loadState.status).toBe('error');
    store.setVisible(true);
    expect(requests).toHaveLength(1);
    store.setVisible(false);
    store.setVisible(true);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.query).toMatchObject({ pageNum: 1, keyword: '粤B' });
    requests[1]?.respond(pageOf([makeVehicle()], 1));
    await vi.waitFor(() => expect(store.loadState.status).toBe('ready'), { timeout: WAIT_FOR_CONDITION_MS });
    expect(store.rows).toHaveLength(1);
  });

  it('ensureLoaded loads once and reset forgets everything', async () => {
    const { store, requests } = setup();
    const first = store.ensureLoaded();
    void store.ensureLoaded();
    requests[0]?.respond(pageOf([makeVehicle()], 1));
    await first;
    await store.ensureLoaded();
    expect(requests).toHaveLength(1);
    store.setScrollTop(120);
    store.reset();
    expect(store.rows).toHaveLength(0);
    expect(store.scrollTop).toBe(0);
    void store.ensureLoaded();
    expect(requests).toHaveLength(2);
  });
});
