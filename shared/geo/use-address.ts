import { useContext, useEffect, useState } from 'react';
import type { AddressBatcher } from './address-batcher';
import { AddressLookupsEnabled } from './address-lookups-enabled';

/**
 * The address of a position, asked of the batcher only while the caller is mounted (a visible list
 * row, the open popup) and its screen is shown (AddressLookupsEnabled): batches of 50, cached by
 * rounded position, shared while in flight. A position already cached is shown from the cache at
 * render, with no request (a poll's rows then cost no promise and no second render each).
 */
export function useAddress(batcher: AddressBatcher, lng: number | null, lat: number | null): string {
  const enabled = useContext(AddressLookupsEnabled);
  const position = lng === null || lat === null ? null : { lng, lat };
  const cached = position ? batcher.cached(position) : undefined;
  const isCached = cached !== undefined;
  const [address, setAddress] = useState<{ key: string; text: string } | null>(null);
  const key = position ? `${position.lng},${position.lat}` : '';

  useEffect(() => {
    if (!enabled || isCached || lng === null || lat === null) return undefined;
    let current = true;
    void batcher.address({ lng, lat }).then((text) => {
      if (current) setAddress({ key: `${lng},${lat}`, text });
    });
    return () => {
      current = false;
    };
  }, [batcher, lng, lat, enabled, isCached]);

  if (!position) return '无定位';
  return cached ?? (address?.key === key ? address.text : '地址解析中…');
}
