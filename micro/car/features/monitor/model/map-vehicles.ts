import type { VehicleState } from '@shared/api/dto/vehicle-dto';
import type { MapVehicle } from '@shared/map/fleet-map-types';
import type { FleetData } from './fleet-data';

/** The map's vehicles as they are collected, with the box around them (what a new check fits the view to). */
export class MapVehicleCollector {
  readonly vehicles: MapVehicle[] = [];
  private west = Infinity;
  private south = Infinity;
  private east = -Infinity;
  private north = -Infinity;

  add(vehicle: MapVehicle): void {
    this.vehicles.push(vehicle);
    if (vehicle.lng < this.west) this.west = vehicle.lng;
    if (vehicle.lng > this.east) this.east = vehicle.lng;
    if (vehicle.lat < this.south) this.south = vehicle.lat;
    if (vehicle.lat > this.north) this.north = vehicle.lat;
  }

  /** The box's corners (WGS-84), the one position for one vehicle, null for none. */
  corners(): { lng: number; lat: number }[] | null {
    const first = this.vehicles[0];
    if (!first) return null;
    if (this.vehicles.length === 1) return [{ lng: first.lng, lat: first.lat }];
    return [
      { lng: this.west, lat: this.south },
      { lng: this.east, lat: this.north },
    ];
  }
}

/**
 * The map's object of each vehicle, made once per vehicle and again only after it changed (a live
 * tick forgets the changed rows): the map's update after a check or a tick reuses the rest.
 */
export class MapVehicleCache {
  /** per vehicle row: its map object (null: no position), undefined until asked or after a change */
  private readonly cache: (MapVehicle | null | undefined)[];

  constructor(private readonly fleet: FleetData) {
    this.cache = new Array<MapVehicle | null | undefined>(fleet.size);
  }

  /** Vehicle row `row` changed: its object is made again when next asked. */
  forget(row: number): void {
    this.cache[row] = undefined;
  }

  /** Adds the vehicles `rows[from, to)` that have a position to `out`. */
  collect(rows: ArrayLike<number>, from: number, to: number, out: MapVehicleCollector): void {
    const ids = this.fleet.columns.vehicleId;
    const states = this.fleet.columns.state;
    const c = this.fleet.live;
    const cache = this.cache;
    for (let k = from; k < to; k += 1) {
      const row = rows[k] as number;
      let vehicle = cache[row];
      if (vehicle === undefined) {
        const lng = c.lng[row] as number;
        const lat = c.lat[row] as number;
        vehicle =
          Number.isNaN(lng) || Number.isNaN(lat)
            ? null
            : { id: ids[row] as number, lng, lat, state: states[row] as VehicleState, heading: c.direction[row] as number, alarm: c.alarm[row] === 1 };
        cache[row] = vehicle;
      }
      if (vehicle) out.add(vehicle);
    }
  }
}
