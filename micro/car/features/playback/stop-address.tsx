import { useEffect, useState } from 'react';
import type { AddressBatcher } from '@shared/geo/address-batcher';

/**
 * A stop's address, asked of the shared batcher (product-spec §9: batches of 50, cached): the stops
 * of a week ask together in one or two calls instead of one call each. Plain text: the list styles it.
 */
export function StopAddress({ addresses, lng, lat }: { addresses: AddressBatcher; lng: number; lat: number }) {
  const [fetched, setFetched] = useState<{ key: string; address: string } | null>(null);
  const key = `${lng},${lat}`;
  const cached = addresses.cached({ lng, lat });

  useEffect(() => {
    if (cached !== undefined) return;
    let current = true;
    void addresses.address({ lng, lat }).then((address) => {
      if (current) setFetched({ key, address });
    });
    return () => {
      current = false;
    };
  }, [addresses, lng, lat, key, cached]);

  const text = cached ?? (fetched?.key === key ? fetched.address : null);
  return <>{text ?? '正在获取地址…'}</>;
}
