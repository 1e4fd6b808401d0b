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

const encodeToBuffer = (columns: TrackBinaryColumns) => {
  const bytes = encodeTrackBinary(JSON.stringify({ flag: 1, obj: {} }), columns);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};

describe('the track’s binary columns', () => {
  it('decode back to the points: times exact, lng/lat to a millionth of a degree, speed and direction to a tenth, no drift', () => {
    const columns = columnsOf(3000, { speed: Array.from({ length: 3000 }, (_, i) => (i % 1200) / 10) });
    const points = decode(columns);
    expect(points?.count).toBe(3000);
    for (let i = 0; i < 3000; i += 1) {
      expect(points?.time[i]).toBe(columns.time[i]);
      expect(Math.abs((points?.lng[i] ?? 0) - (columns.lng[i] ?? 0))).toBeLessThanOrEqual(5.01e-7);
      expect(Math.abs((points?.lat[i] ?? 0) - (columns.lat[i] ?? 0))).toBeLessThanOrEqual(5.01e-7);
      expect(Math.abs((points?.mileageKm[i] ?? 0) - (columns.mileageKm[i] ?? 0))).toBeLessThanOrEqual(5.01e-4);
      expect(points?.speed[i]).toBe(columns.speed[i]);
      expect(points?.direction[i]).toBe(columns.direction[i]);
      expect(points?.accOn[i]).toBe(columns.accOn[i]);
      expect(points?.backfill[i]).toBe(columns.backfill[i]);
    }
    expect(decode(columnsOf(0))?.count).toBe(0);
  });

  it('keep times to the millisecond whatever their order and gaps (late uploads, a day without points)', () => {
    const time = [T0, T0 + 1, T0 + 1, T0 - 7, T0 + 6 * 86_400_000 + 999];
    expect(Array.from(decode(columnsOf(5, { time }))?.time ?? [])).toEqual(time);
  });

  it('hold speed in tenths of a km/h from 0 to 6553.5 and direction in tenths of a degree within 0–360', () => {
    const points = decode(columnsOf(4, { speed: [38.46, -5, 7000, 0.04], direction: [-90, 725, 359.94, 12.35] }));
    expect(Array.from(points?.speed ?? [])).toEqual([38.5, 0, 6553.5, 0]);
    expect(Array.from(points?.direction ?? [])).toEqual([270, 5, 359.9, 12.4]);
  });

  it('take 22 bytes a point after the head and the first time', () => {
    const buffer = encodeToBuffer(columnsOf(1000));
    const head = readTrackBinaryHead(buffer);
    expect(buffer.byteLength).toBe((head?.columnsAt ?? 0) + 8 + 22 * 1000);
  });

  it('cannot be written for a time that is not a whole millisecond or further than 24 days from the point before', () => {
    expect(() => encodeToBuffer(columnsOf(3, { time: [T0, T0 + 1, Number.NaN] }))).toThrow(RangeError);
    expect(() => encodeToBuffer(columnsOf(2, { time: [T0, T0 + 0.5] }))).toThrow(RangeError);
    expect(() => encodeToBuffer(columnsOf(2, { time: [T0, T0 + 2 ** 31] }))).toThrow(RangeError);
  });

  it('are refused whole when a flag is not 0|1, the first time is not a number or the length is not exact', () => {
    expect(decode(columnsOf(3, { accOn: [0, 2, 1] }))).toBeNull();
    expect(decode(columnsOf(3, { backfill: [0, 0, 7] }))).toBeNull();
    expect(decode(columnsOf(3))?.count).toBe(3);
    const buffer = encodeToBuffer(columnsOf(3));
    const head = readTrackBinaryHead(buffer);
    if (!head) throw new Error('no head');
    expect(decodeTrackBinaryPoints(buffer, head.columnsAt, 4)).toBeNull();
    expect(decodeTrackBinaryPoints(buffer.slice(0, buffer.byteLength - 1), head.columnsAt, 3)).toBeNull();
    new DataView(buffer).setFloat64(head.columnsAt, Number.NaN, true);
    expect(decodeTrackBinaryPoints(buffer, head.columnsAt, 3)).toBeNull();
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
