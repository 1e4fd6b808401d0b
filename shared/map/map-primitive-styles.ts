import type L from 'leaflet';
import type { CircleKind, LineStyle } from './fleet-map-types';

/** How the map's own primitives look: track lines, event circles, the moving arrow, the offline paper. */

export const LINE_STYLES: Record<LineStyle, L.PolylineOptions> = {
  track: { color: '#1677ff', weight: 5, opacity: 0.45 },
  played: { color: '#52c41a', weight: 5, opacity: 0.9 },
};

export const CIRCLE_COLORS: Record<CircleKind, string> = {
  start: '#52c41a',
  end: '#262626',
  stop: '#1677ff',
  alarm: '#f5222d',
};

/** The paper shown behind the outlines when no tile loads: sea blue, land light. */
export const OFFLINE_SEA = '#dbe7f3';
export const OUTLINE_STYLE: L.PathOptions = { color: '#8c8c8c', weight: 1, fillColor: '#f7f7f2', fillOpacity: 1, interactive: false, pane: 'fleetOutlines' };

/** The moving marker's arrow (playback, follow), pointing north before it is rotated. */
export function arrowSvg(color: string): string {
  return `<svg width="28" height="28" viewBox="-14 -14 28 28" aria-hidden="true"><path d="M0 -11 L8 9 L0 4 L-8 9 Z" fill="${color}" stroke="#fff" stroke-width="1.5"/></svg>`;
}
