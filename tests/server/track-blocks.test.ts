import { decodeBlock, encodeBlock, type BlockColumns } from '@server/db/track-blocks';

const columnsOf = (count: number): BlockColumns => ({
  count,
  time: Float64Array.from({ length: count }, (_, i) => 1_768_000_000_000 + i * 5000),
  lng: Float64Array.from({ length: count }, (_, i) => 114.1234567 + i * 1.3e-5),
  lat: Float64Array.from({ length: count }, (_, i) => 22.5 - i * 7e-6),
  speed: Float64Array.from({ length: count }, (_, i) => 40.5 + (i % 3)),
  direction: Float64Array.from({ length: count }, (_, i) => i % 360),
  accOn: Uint8Array.from({ length: count }, (_, i) => i % 2),
  backfill: Uint8Array.from({ length: count }, (_, i) => (i % 5 === 0 ? 1 : 0)),
});

const plainOf = (columns: BlockColumns) => ({
  time: [...columns.time.subarray(0, columns.count)],
  lng: [...columns.lng.subarray(0, columns.count)],
  lat: [...columns.lat.subarray(0, columns.count)],
  speed: [...columns.speed.subarray(0, columns.count)],
  direction: [...columns.direction.subarray(0, columns.count)],
  accOn: [...columns.accOn.subarray(0, columns.count)],
  backfill: [...columns.backfill.subarray(0, columns.count)],
});

describe('a day block’s blob', () => {
  it('decodes to the exact columns, viewed in place when aligned and copied when it starts at an odd byte', () => {
    const columns = columnsOf(300);
    const blob = encodeBlock(columns);
    const aligned = decodeBlock(300, blob);
    expect(aligned && plainOf(aligned)).toEqual(plainOf(columns));
    // viewed in place: no second copy of a day's block on the way to an answer
    expect(aligned?.time.buffer).toBe(blob.buffer);

    // the same bytes one byte into a buffer (as a small blob from Node's pool may come)
    const shifted = new Uint8Array(blob.byteLength + 1);
    shifted.set(blob, 1);
    const odd = decodeBlock(300, shifted.subarray(1));
    expect(odd && plainOf(odd)).toEqual(plainOf(columns));
    expect(odd?.time.buffer).not.toBe(shifted.buffer);
  });

  it('is refused when its size does not match the count', () => {
    expect(decodeBlock(301, encodeBlock(columnsOf(300)))).toBeNull();
  });
});
