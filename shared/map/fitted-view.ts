import type L from 'leaflet';
import type { MapInsets } from './fleet-map-types';

/**
 * Space kept between fitted positions and the map's edges, beyond what the page's overlays cover:
 * the largest cluster disc (26 px and half its ring, `clusterRadius`) stays whole.
 */
export const FIT_MARGIN_PX = 32;

/** The operator's own input on the map: after any of these the view is theirs, no longer a fit. */
const OPERATOR_INPUT = ['pointerdown', 'wheel', 'keydown', 'touchstart'] as const;

/**
 * What a map's view does when its container changes size between two shown sizes (the vehicle list
 * opened under the monitoring map, a window resized):
 * - a view the page fitted to positions (`fit`), which nothing has moved since, is fitted to them
 *   again: the vehicles it framed stay in frame instead of going under the list that opened;
 * - any other view keeps its centre (Leaflet's own rule), not its top-left corner.
 * The operator's input on the map, a view or popup the page sets, ends the fit.
 */
export class FittedView {
  private readonly map: L.Map;
  private readonly container: HTMLElement;
  private refit: ((instant: boolean) => void) | null = null;

  constructor(map: L.Map, container: HTMLElement) {
    this.map = map;
    this.container = container;
    // capture: a press on a marker, a popup or a zoom button is the operator's too
    OPERATOR_INPUT.forEach((type) => container.addEventListener(type, this.moved, { capture: true, passive: true }));
  }

  /**
   * Applies `apply` now, as the map would (`instant` false: Leaflet animates when it can), and again
   * after each resize (`instant`: not animated), until the view is moved by anything else.
   */
  fit(apply: (instant: boolean) => void): void {
    this.refit = apply;
    apply(false);
  }

  /** The view is set to something else than the fit: the operator's input, a page's `setView`, a popup it opens. */
  readonly moved = (): void => {
    this.refit = null;
  };

  /** The container has a new size, shown before and after (`installWujieShims`). */
  resized(): void {
    if (this.refit) {
      this.map.invalidateSize({ pan: false });
      this.refit(true);
    } else {
      this.map.invalidateSize({ pan: true });
    }
  }

  destroy(): void {
    this.moved();
    OPERATOR_INPUT.forEach((type) => this.container.removeEventListener(type, this.moved, { capture: true }));
  }
}

/** Leaflet's padding for a fit that keeps clear of the page's overlays on each edge. */
export function fitPadding(insets: MapInsets = {}): Pick<L.FitBoundsOptions, 'paddingTopLeft' | 'paddingBottomRight'> {
  return {
    paddingTopLeft: [FIT_MARGIN_PX + (insets.left ?? 0), FIT_MARGIN_PX + (insets.top ?? 0)],
    paddingBottomRight: [FIT_MARGIN_PX + (insets.right ?? 0), FIT_MARGIN_PX + (insets.bottom ?? 0)],
  };
}
