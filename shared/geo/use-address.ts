import { useEffect, useState } from 'react';
import type { AddressBatcher } from './address-batcher';

/**
 * The address of a position, asked of the batcher only while the caller is mounted (a visible list
 * row, the open popup): batches of 50, cached by rounded position, shared while in flight.
 */
export function useAddress(batcher: AddressBatcher, lng: number | null, lat: number | null): string {
  const position = lng === null || lat === null ? null : { lng, lat };
  const cached = position ? batcher.cached(position) : undefined;
  const [address, setAddress] = useState<{ key: string; text: string } | null>(null);
  const key = position ? `${position.lng},${position.lat}` : '';

  useEffect(() => {
    if (lng === null || lat === null) return undefined;
    let current = true;
    void batcher.address({ lng, lat }).then((text) => {
      if (current) setAddress({ key: `${lng},${lat}`, text });
    });
    return () => {
      current = false;
    };
  }, [batcher, lng, lat]);

  if (!position) return '无定位';
  return cached ?? (address?.key === key ? address.text : '地址解析中…');
}
