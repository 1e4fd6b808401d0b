import type { GeoAddress } from '@shared/api/dto/geo-dto';
import type { GeoLookupItem } from '@shared/api/endpoints/geo-endpoints';
import { ADDRESS_CACHE_MAX, ADDRESS_FLUSH_DELAY_MS, createAddressBatcher, type AddressLookup } from '@shared/geo/address-batcher';

const FAILED = '获取位置失败';

/** A getGeo.json stand-in answering "地址 <lon>,<lat>" and recording every call. */
function recordingLookup(answer?: (items: GeoLookupItem[]) => Promise<GeoAddress[]>) {
  const calls: GeoLookupItem[][] = [];
  const lookup: AddressLookup = (items) => {
    calls.push(items);
    return answer ? answer(items) : Promise.resolve(items.map((item) => ({ address: `地址${item.lon},${item.lat}`, index: item.index })));
  };
  return { lookup, calls };
}

const position = (i: number) => ({ lng: 100 + i * 0.001, lat: 30 });

describe('the geocoding batcher', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends 120 visible positions as ceil(120 / 50) = 3 calls of at most 50, and none on repeat', async () => {
    const { lookup, calls } = recordingLookup();
    const batcher = createAddressBatcher({ lookup });
    const first = Promise.all(Array.from({ length: 120 }, (_, i) => batcher.address(position(i))));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    const addresses = await first;

    expect(calls.map((items) => items.length)).toEqual([50, 50, 20]);
    expect(addresses[7]).toBe(`地址${position(7).lng},30`);

    const again = await Promise.all(Array.from({ length: 120 }, (_, i) => batcher.address(position(i))));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    expect(calls).toHaveLength(3);
    expect(again).toEqual(addresses);
  });

  it('flushes a full batch at once and a partial one only after the short delay', async () => {
    const { lookup, calls } = recordingLookup();
    const batcher = createAddressBatcher({ lookup });
    Array.from({ length: 50 }, (_, i) => batcher.address(position(i)));
    expect(calls).toHaveLength(1);

    void batcher.address(position(60));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toHaveLength(1);
  });

  it('shares the request of a position already under way, also for a position within rounding (≈ 1 m)', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { lookup, calls } = recordingLookup(async (items) => {
      await gate;
      return items.map((item) => ({ address: '广东省深圳市南山区', index: item.index }));
    });
    const batcher = createAddressBatcher({ lookup });
    const a = batcher.address({ lng: 113.93, lat: 22.53 });
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    const b = batcher.address({ lng: 113.930001, lat: 22.530002 });
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    release();

    expect(await a).toBe('广东省深圳市南山区');
    expect(await b).toBe('广东省深圳市南山区');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(1);
  });

  it('clears the cache once it exceeds 1000 entries, so memory stays bounded', async () => {
    const { lookup, calls } = recordingLookup();
    const batcher = createAddressBatcher({ lookup });
    const asked = Array.from({ length: ADDRESS_CACHE_MAX + 1 }, (_, i) => batcher.address(position(i)));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    await Promise.all(asked);

    expect(batcher.size).toBe(1);
    expect(batcher.cached(position(0))).toBeUndefined();
    expect(batcher.cached(position(ADDRESS_CACHE_MAX))).toBe(`地址${position(ADDRESS_CACHE_MAX).lng},30`);
    const before = calls.length;
    void batcher.address(position(0));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    expect(calls).toHaveLength(before + 1);
  });

  it.each([
    ['a failed call', () => Promise.reject(new Error('网络错误'))],
    ['an empty list', () => Promise.resolve([])],
    ["the address '[]'", (items: GeoLookupItem[]) => Promise.resolve(items.map((item, i) => ({ address: i === 0 ? '[]' : '某地', index: item.index })))],
  ])('gives 获取位置失败 for every item of the batch after %s, and asks again next time', async (_case, answer) => {
    const { lookup, calls } = recordingLookup(answer);
    const batcher = createAddressBatcher({ lookup });
    const asked = Promise.all([batcher.address(position(1)), batcher.address(position(2)), batcher.address(position(3))]);
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);

    expect(await asked).toEqual([FAILED, FAILED, FAILED]);
    expect(batcher.size).toBe(0);
    void batcher.address(position(1));
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    expect(calls).toHaveLength(2);
  });

  it('matches answers by index, whatever their order', async () => {
    const { lookup } = recordingLookup((items) => Promise.resolve(items.map((item) => ({ address: `第${item.index}个`, index: item.index })).reverse()));
    const batcher = createAddressBatcher({ lookup });
    const asked = Promise.all([batcher.address(position(1)), batcher.address(position(2))]);
    await vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS);
    expect(await asked).toEqual(['第0个', '第1个']);
  });
});
