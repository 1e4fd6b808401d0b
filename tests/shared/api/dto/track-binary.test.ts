import { decodeTrackBinaryPoints, encodeTrackBinary, readTrackBinaryHead, type TrackBinaryColumns } from '@shared/api/dto/track-binary';

const T0 = Date.UTC(2026, 0, 15);

const columnsOf = (count: number, change: Partial<Record<keyof Omit<TrackBinaryColumns, 'count'>, number[]>> = {}): TrackBinaryColumns => {
  const column = (value: (i: number) => number) => Array.from({ length: count }, (_, i) => value(i));
  return {
    count,
    time: column((i) => T0 + i * 5000),
    lng: column((i) => 114.1234567 + i * 1.3e-5),
    lat: column((i) => 22.5 - i * 7e-6),
    speed: column((i) => 40 + (i % 3)),
    direction: column((i) => i % 360),
    accOn: column((i) => i % 2),
    mileageKm: column((i) => i * 0.0123),
    backfill: column((i) => (i % 5 === 0 ? 1 : 0)),
    ...change,
  };
};

const decode = (columns: TrackBinaryColumns) => {
  const bytes = encodeTrackBinary(JSON.stringify({ flag: 1, obj: {} }), columns);
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const head = readTrackBinaryHead(buffer);
  if (!head) throw new Error('no head');
  return decodeTrackBinaryPoints(buffer, head.columnsAt, columns.count);
};

describe('the track’s binary columns', () => {
  it('decode back to the points: times exact, lng/lat to a millionth of a degree, no drift', () => {
    const columns = columnsOf(3000);
    const points = decode(columns);
    expect(points?.count).toBe(3000);
    for (let i = 0; i < 3000; i += 1) {
      expect(points?.time[i]).toBe(columns.time[i]);
      expect(Math.abs((points?.lng[i] ?? 0) - (columns.lng[i] ?? 0))).toBeLessThanOrEqual(5.01e-7);
      expect(Math.abs((points?.lat[i] ?? 0) - (columns.lat[i] ?? 0))).toBeLessThanOrEqual(5.01e-7);
      expect(Math.abs((points?.mileageKm[i] ?? 0) - (columns.mileageKm[i] ?? 0))).toBeLessThanOrEqual(5.01e-4);
      expect(points?.speed[i]).toBe(columns.speed[i]);
      expect(points?.accOn[i]).toBe(columns.accOn[i]);
      expect(points?.backfill[i]).toBe(columns.backfill[i]);
    }
    expect(decode(columnsOf(0))?.count).toBe(0);
  });

  it('are refused whole when a number is not finite or a flag is not 0|1', () => {
    const spoilt = (value: number) => [40, value, 41];
    expect(decode(columnsOf(3, { speed: spoilt(Number.POSITIVE_INFINITY) }))).toBeNull();
    expect(decode(columnsOf(3, { direction: spoilt(Number.NaN) }))).toBeNull();
    expect(decode(columnsOf(3, { time: [T0, T0 + 1, Number.NEGATIVE_INFINITY] }))).toBeNull();
    expect(decode(columnsOf(3, { accOn: [0, 2, 1] }))).toBeNull();
    expect(decode(columnsOf(3, { backfill: [0, 0, 7] }))).toBeNull();
    expect(decode(columnsOf(3))?.count).toBe(3);
  });

  it('are the same bytes from typed columns (the server\'s, copied whole) as from plain arrays, and only the first count values go in', () => {
    const plain = columnsOf(500);
    const typed: TrackBinaryColumns = {
      count: 400,
      time: Float64Array.from(plain.time),
      lng: Float64Array.from(plain.lng),
      lat: Float64Array.from(plain.lat),
      speed: Float64Array.from(plain.speed),
      direction: Float64Array.from(plain.direction),
      accOn: Uint8Array.from(plain.accOn),
      mileageKm: Float64Array.from(plain.mileageKm),
      backfill: Uint8Array.from(plain.backfill),
    };
    const head = JSON.stringify({ flag: 1, obj: {} });
    expect(encodeTrackBinary(head, typed)).toEqual(encodeTrackBinary(head, { ...plain, count: 400 }));
  });
});
