import { describe, expect, it } from 'vitest';
import { decodeVehicleList, type VehicleListWire } from '@shared/api/dto/group-dto';
import { decodeVehicleListBinary, encodeVehicleListBinary, readVehicleListHead, vehicleListHeadSchema } from '@shared/api/dto/vehicle-list-binary';
import { VEHICLE_STATES } from '@shared/api/dto/vehicle-dto';
import { vehicleTableFromColumns } from './vehicle-table-from-columns';

const PREFIX = '{"flag":1,"msg":"成功","obj":';

/** Three vehicles: one never fixed (nulls), one long offline (a report months before timeBase), one moving. */
function wire(): VehicleListWire {
  return {
    count: 3,
    states: [...VEHICLE_STATES],
    plates: '京A00001\n粤B12345\n沪C99999',
    deviceNo: ['860000000000001', '860000000000002', 'DEV-三'],
    groupId: [10, 11, 2_000_000],
    vehicleId: [1, 7, 100_000],
    state: [VEHICLE_STATES.indexOf('inactive'), VEHICLE_STATES.indexOf('offline'), VEHICLE_STATES.indexOf('online')],
    lng: [null, 113.934562, -0.000001],
    lat: [null, 22.540123, 39.9],
    speed: [0, 0, 63.5],
    direction: [0, 359, 87],
    accOn: [0, 0, 1],
    alarm: [0, 1, 0],
    timeBase: Date.parse('2026-11-23T08:00:00.000Z'),
    reportTime: [null, 90 * 86_400_000, 0],
    fixTime: [null, 1000, 0],
    stateSince: [null, 0, 30 * 60_000],
    cursor: '1763884800000-12-3',
    serverTime: '2026-11-23T08:00:01.000Z',
  };
}

function decodeBytes(bytes: Uint8Array) {
  const buffer = bytes.slice().buffer;
  const read = readVehicleListHead(buffer);
  if (!read) return null;
  const head = vehicleListHeadSchema.parse((read.envelope as { obj: unknown }).obj);
  return decodeVehicleListBinary(buffer, read.columnsAt, head);
}

describe('the vehicle list in its binary form', () => {
  it('decodes to exactly the columns the JSON form decodes to (nulls, far report times, 6-decimal positions, non-ASCII strings)', () => {
    const bytes = encodeVehicleListBinary(PREFIX, wire());
    expect(decodeBytes(bytes)).toEqual(vehicleTableFromColumns(decodeVehicleList(wire())));
  });

  it('packs speed, heading and the fix and state times narrow when every value fits, float64 when one does not, and decodes both exactly', () => {
    const narrow = readVehicleListHead(encodeVehicleListBinary(PREFIX, wire()).slice().buffer);
    // the report 90 days before timeBase does not fit 32 bits of milliseconds
    expect(narrow?.envelope).toMatchObject({ obj: { packed: { speed: 'u16', direction: 'u16', reportTime: 'f64', fixTime: 'u32', stateSince: 'u32' } } });
    const wide: VehicleListWire = { ...wire(), speed: [0, 0.05, 63.5], direction: [0, 359, 87.25], reportTime: [null, 1000, 0], fixTime: [null, -1, 0], stateSince: [null, 0, 2 ** 32] };
    const bytes = encodeVehicleListBinary(PREFIX, wide);
    expect(readVehicleListHead(bytes.slice().buffer)?.envelope).toMatchObject({ obj: { packed: { speed: 'f64', direction: 'f64', reportTime: 'u32', fixTime: 'f64', stateSince: 'f64' } } });
    expect(decodeBytes(bytes)).toEqual(vehicleTableFromColumns(decodeVehicleList(wide)));
    // a speed of one decimal whose product by 10 is not exact in binary still packs, and reads back equal
    const tenths: VehicleListWire = { ...wire(), speed: [0.3, 62.3, 119.9] };
    expect(readVehicleListHead(encodeVehicleListBinary(PREFIX, tenths).slice().buffer)?.envelope).toMatchObject({ obj: { packed: { speed: 'u16' } } });
    expect(decodeBytes(encodeVehicleListBinary(PREFIX, tenths))?.speed).toEqual(new Float64Array([0.3, 62.3, 119.9]));
  });

  it('carries the success envelope in its head', () => {
    const read = readVehicleListHead(encodeVehicleListBinary(PREFIX, wire()).slice().buffer);
    expect(read?.envelope).toMatchObject({ flag: 1, msg: '成功', obj: { count: 3, cursor: '1763884800000-12-3', serverTime: '2026-11-23T08:00:01.000Z' } });
  });

  it('decodes an empty list', () => {
    const empty: VehicleListWire = { ...wire(), count: 0, plates: '', deviceNo: [], groupId: [], vehicleId: [], state: [], lng: [], lat: [], speed: [], direction: [], accOn: [], alarm: [], reportTime: [], fixTime: [], stateSince: [] };
    const decoded = decodeBytes(encodeVehicleListBinary(PREFIX, empty));
    expect(decoded).toMatchObject({ count: 0, vehicleId: new Int32Array(0), lng: new Float64Array(0) });
    expect([decoded?.plate.length, decoded?.deviceNo.length]).toEqual([0, 0]);
  });

  it('refuses a cut body, a state code outside the list of states and a flag that is not 0|1', () => {
    const bytes = encodeVehicleListBinary(PREFIX, wire());
    expect(decodeBytes(bytes.subarray(0, bytes.byteLength - 1))).toBeNull();
    expect(decodeBytes(encodeVehicleListBinary(PREFIX, { ...wire(), state: [0, 1, VEHICLE_STATES.length] }))).toBeNull();
    expect(decodeBytes(encodeVehicleListBinary(PREFIX, { ...wire(), alarm: [0, 2, 0] }))).toBeNull();
    expect(readVehicleListHead(new Uint8Array([9, 0, 0, 0, 1]).buffer)).toBeNull();
  });
});
