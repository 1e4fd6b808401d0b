import type { CoordType } from '../geo/coordinates';
import { TILE_SOURCE_IDS, type TileSourceId } from './fleet-map-types';

/** One tile source: the URL template (Leaflet's `{s}`, `{x}`, `{y}`, `{z}`) and the map system its tiles are drawn in. */
export interface TileSource {
  id: TileSourceId;
  label: string;
  url: string;
  subdomains: string[];
  /** positions are converted to this system when drawn (fleet-domain.md: AMap is GCJ-02, Tianditu ≈ WGS-84, OSM WGS-84) */
  coordType: CoordType;
  maxZoom: number;
  attribution: string;
  /** an overlay drawn over the base tiles (Tianditu's labels are a separate layer) */
  labelsUrl?: string;
}

/**
 * Tianditu needs a key (`tk`), configured at build time (`PUBLIC_TIANDITU_KEY`). Without it the
 * requests fail and the map falls back to the outlines, like any unreachable tile host.
 */
const tiandituKey: unknown = import.meta.env.PUBLIC_TIANDITU_KEY;
const TIANDITU_KEY = typeof tiandituKey === 'string' ? encodeURIComponent(tiandituKey) : '';

export const TILE_SOURCES: Record<TileSourceId, TileSource> = {
  amap: {
    id: 'amap',
    label: '高德地图',
    url: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
    subdomains: ['1', '2', '3', '4'],
    coordType: 'gcj02',
    maxZoom: 18,
    attribution: '© 高德地图',
  },
  tianditu: {
    id: 'tianditu',
    label: '天地图',
    url: `https://t{s}.tianditu.gov.cn/DataServer?T=vec_w&x={x}&y={y}&l={z}&tk=${TIANDITU_KEY}`,
    labelsUrl: `https://t{s}.tianditu.gov.cn/DataServer?T=cva_w&x={x}&y={y}&l={z}&tk=${TIANDITU_KEY}`,
    subdomains: ['0', '1', '2', '3', '4', '5', '6', '7'],
    coordType: 'wgs84',
    maxZoom: 18,
    attribution: '© 天地图',
  },
  osm: {
    id: 'osm',
    label: 'OpenStreetMap',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    subdomains: [],
    coordType: 'wgs84',
    maxZoom: 19,
    attribution: '© OpenStreetMap 贡献者',
  },
};

/** AMap road tiles: what Chinese users expect (issue 9 part 5). */
export const DEFAULT_TILE_SOURCE: TileSourceId = 'amap';

export function isTileSourceId(value: unknown): value is TileSourceId {
  return typeof value === 'string' && (TILE_SOURCE_IDS as readonly string[]).includes(value);
}
