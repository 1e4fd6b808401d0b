import L from 'leaflet';
import type { MapVehicle } from '@shared/map/fleet-map-types';
import { ArrowSprites } from '@shared/map/arrow-sprites';
import { ClusterSprites } from '@shared/map/cluster-sprites';
import { buildClusterIndex, packVehicles } from '@shared/map/vehicle-cluster';
import { AREA_STEP, drawVehicleFrame, projectX, projectY, TARGET_STRIDE, type FrameRequest } from '@shared/map/vehicle-frame';

function vehicle(id: number, lng: number, lat: number, overrides: Partial<MapVehicle> = {}): MapVehicle {
  return { id, lng, lat, state: 'online', heading: 0, alarm: false, ...overrides };
}

/** The frame of a 1000×600 view at `zoom` whose top-left container pixel sits on Leaflet's projected (x, y), padded by 100 px. */
function frameAt(zoom: number, topLeft: L.Point): FrameRequest {
  return {
    bbox: [-180, -85, 180, 85],
    zoom,
    originX: topLeft.x - 100,
    originY: topLeft.y - 100,
    width: 1200,
    height: 800,
    padX: 100,
    padY: 100,
    viewWidth: 1000,
    viewHeight: 600,
    ratio: 1,
  };
}

describe('a frame of the vehicle layer (drawn in the worker)', () => {
  it("projects positions on exactly Leaflet's pixels", () => {
    const places: [number, number][] = [
      [114.0579, 22.5431],
      [116.4074, 39.9042],
      [87.6168, 43.8256],
      [-0.1276, 51.5072],
      [151.2093, -33.8688],
      [0, 89.9],
    ];
    for (const zoom of [3, 9, 13.5, 18]) {
      for (const [lng, lat] of places) {
        const leaflet = L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lng), zoom).round();
        expect([projectX(lng, 256 * Math.pow(2, zoom)), projectY(lat, 256 * Math.pow(2, zoom))]).toEqual([leaflet.x, leaflet.y]);
      }
    }
  });

  it('puts every marker where the map shows it, counts only what is inside the view, and keeps clusters on top for clicks', () => {
    const zoom = 12;
    const topLeft = L.CRS.EPSG3857.latLngToPoint(L.latLng(22.6, 113.95), zoom).round();
    const inside = vehicle(11, 114.0, 22.55, { alarm: true, heading: 90 });
    const inPadding = vehicle(12, 113.94, 22.55);
    // two vehicles a metre apart: one cluster at this zoom
    const pair = [vehicle(13, 114.05, 22.52), vehicle(14, 114.05001, 22.52)];
    const list = [inside, inPadding, ...pair];
    const result = buildClusterIndex(packVehicles(list), 'wgs84', true).query([113, 22, 115, 23], zoom);

    const { targets, summary, area } = drawVehicleFrame(null, { arrows: new ArrowSprites(), clusters: new ClusterSprites() }, result, packVehicles(list), frameAt(zoom, topLeft));

    expect(targets).toHaveLength(3 * TARGET_STRIDE);
    const containerPoint = (v: MapVehicle) => L.CRS.EPSG3857.latLngToPoint(L.latLng(v.lat, v.lng), zoom).round().subtract(topLeft);
    const at = (k: number) => Array.from(targets.slice(k * TARGET_STRIDE, (k + 1) * TARGET_STRIDE));
    const byVehicle = new Map([at(0), at(1)].map((target) => [target[3], target]));
    const insideTarget = byVehicle.get(0);
    expect(insideTarget?.slice(0, 2)).toEqual([containerPoint(inside).x, containerPoint(inside).y]);
    expect(insideTarget?.[4]).toBe(-1);
    // left of the view, in the padding: drawn (a pan shows it) but not counted as visible
    expect(byVehicle.get(1)?.[0]).toBeLessThan(0);
    const cluster = at(2);
    expect(cluster[3]).toBe(-1);
    expect(cluster[4]).toBeGreaterThanOrEqual(0);
    expect(summary).toEqual({ markers: 1, clusters: 1, clusteredVehicles: 2 });
    // the bitmap covers the box around what is drawn, inside the frame: every target whole, not the whole frame
    for (let k = 0; k < 3; k += 1) {
      const [x = 0, y = 0, r = 0] = at(k);
      expect(x + 100 - r).toBeGreaterThanOrEqual(area.x);
      expect(y + 100 - r).toBeGreaterThanOrEqual(area.y);
      expect(x + 100 + r).toBeLessThanOrEqual(area.x + area.width);
      expect(y + 100 + r).toBeLessThanOrEqual(area.y + area.height);
    }
    expect(area.width * area.height).toBeLessThan(1200 * 800);
  });

  it('keeps the bitmap the same size when the next list draws a few pixels further, and inside the frame at its edge', () => {
    const zoom = 12;
    const topLeft = L.CRS.EPSG3857.latLngToPoint(L.latLng(22.6, 113.95), zoom).round();
    const sprites = { arrows: new ArrowSprites(), clusters: new ClusterSprites() };
    const areaOf = (list: MapVehicle[]) =>
      drawVehicleFrame(null, sprites, buildClusterIndex(packVehicles(list), 'wgs84', false).query([113, 22, 115, 23], zoom), packVehicles(list), frameAt(zoom, topLeft)).area;
    const fleet = [vehicle(1, 114.0, 22.55), vehicle(2, 114.1, 22.5)];
    const before = areaOf(fleet);
    // the next tick: one vehicle moved ~3 px east
    const after = areaOf([fleet[0] ?? vehicle(1, 0, 0), vehicle(2, 114.1003, 22.5)]);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(before.width % AREA_STEP).toBe(0);
    expect(before.height % AREA_STEP).toBe(0);
    // a vehicle at the frame's right edge: the bitmap still lies within the frame
    const edge = L.CRS.EPSG3857.pointToLatLng(topLeft.add([1095, 300]), zoom);
    const atEdge = areaOf([vehicle(3, edge.lng, edge.lat), vehicle(4, 113.96, 22.55)]);
    expect(atEdge.x).toBeGreaterThanOrEqual(0);
    expect(atEdge.x + atEdge.width).toBeLessThanOrEqual(1200);
  });

  it('draws nothing, and no bitmap, when no vehicle is in the frame', () => {
    const zoom = 12;
    const topLeft = L.CRS.EPSG3857.latLngToPoint(L.latLng(22.6, 113.95), zoom).round();
    const result = buildClusterIndex(packVehicles([]), 'wgs84', true).query([113, 22, 115, 23], zoom);
    const frame = drawVehicleFrame(null, { arrows: new ArrowSprites(), clusters: new ClusterSprites() }, result, packVehicles([]), frameAt(zoom, topLeft));
    expect(frame.bitmap).toBeNull();
    expect(frame.area.width * frame.area.height).toBe(0);
    expect(frame.summary).toEqual({ markers: 0, clusters: 0, clusteredVehicles: 0 });
  });
});
