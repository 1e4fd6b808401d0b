import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GeoLookupItem } from '@shared/api/endpoints/geo-endpoints';
import { ADDRESS_FLUSH_DELAY_MS, createAddressBatcher, type AddressBatcher, type AddressLookup } from '@shared/geo/address-batcher';
import { AddressLookupsEnabled } from '@shared/geo/address-lookups-enabled';
import { useAddress } from '@shared/geo/use-address';

/** A getGeo.json stand-in answering "地址 <lon>,<lat>" and recording every call. */
function recordingBatcher() {
  const calls: GeoLookupItem[][] = [];
  const lookup: AddressLookup = (items) => {
    calls.push(items);
    return Promise.resolve(items.map((item) => ({ address: `地址 ${item.lon},${item.lat}`, index: item.index })));
  };
  return { batcher: createAddressBatcher({ lookup }), calls };
}

function Address({ batcher, lng, lat }: { batcher: AddressBatcher; lng: number; lat: number }) {
  return <p>{useAddress(batcher, lng, lat)}</p>;
}

/** A row's address on a screen shown or put away (a kept, hidden screen). */
function renderRow(batcher: AddressBatcher, shown: boolean) {
  const view = render(
    <AddressLookupsEnabled value={shown}>
      <Address batcher={batcher} lng={114.05} lat={22.54} />
    </AddressLookupsEnabled>,
  );
  return {
    show: () =>
      view.rerender(
        <AddressLookupsEnabled value>
          <Address batcher={batcher} lng={114.05} lat={22.54} />
        </AddressLookupsEnabled>,
      ),
  };
}

describe('useAddress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on a screen put away asks for nothing; shown again, asks once and shows the address', async () => {
    const { batcher, calls } = recordingBatcher();
    const { show } = renderRow(batcher, false);
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS * 4));
    expect(calls).toEqual([]);
    expect(screen.getByText('地址解析中…')).toBeTruthy();

    show();
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS));
    expect(calls).toHaveLength(1);
    expect(screen.getByText('地址 114.05,22.54')).toBeTruthy();
  });

  it('shows a cached position from the cache at once, without asking the batcher', async () => {
    const { batcher, calls } = recordingBatcher();
    const asked = batcher.address({ lng: 114.05, lat: 22.54 });
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS));
    await asked;
    expect(calls).toHaveLength(1);

    const ask = vi.spyOn(batcher, 'address');
    renderRow(batcher, true);
    expect(screen.getByText('地址 114.05,22.54')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(ADDRESS_FLUSH_DELAY_MS * 4));
    // not even asked of the batcher: no promise and no second render per row
    expect(ask).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });
});
