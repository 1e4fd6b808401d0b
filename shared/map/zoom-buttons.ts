import L from 'leaflet';

function button(container: HTMLElement, className: string, text: string, label: string): HTMLAnchorElement {
  const link = L.DomUtil.create('a', className, container);
  link.href = '#';
  link.title = label;
  link.setAttribute('role', 'button');
  link.setAttribute('aria-label', label);
  const glyph = L.DomUtil.create('span', '', link);
  glyph.setAttribute('aria-hidden', 'true');
  glyph.textContent = text;
  return link;
}

/**
 * The 放大 / 缩小 buttons (Leaflet's look, Chinese names), where every click counts: Leaflet's own
 * zoom control drops a click that arrives while a zoom animation runs, so ten quick clicks on 缩小
 * zoomed out by two or three levels only. Here the clicks add up to a target zoom, reached one
 * animation after the other. They go with the map (`map.remove()` removes its controls).
 */
export function addZoomButtons(map: L.Map): void {
  const container = L.DomUtil.create('div', 'leaflet-control-zoom leaflet-bar');
  const zoomIn = button(container, 'leaflet-control-zoom-in', '+', '放大');
  const zoomOut = button(container, 'leaflet-control-zoom-out', '\u2212', '缩小');
  /** the zoom the clicks asked for, until the map is there */
  let target: number | null = null;
  /** a zoom started by these buttons has not ended yet */
  let zooming = false;

  const current = () => target ?? map.getZoom();
  const updateDisabled = () => {
    const disable = (link: HTMLAnchorElement, off: boolean) => {
      link.classList.toggle('leaflet-disabled', off);
      link.setAttribute('aria-disabled', String(off));
    };
    disable(zoomIn, current() >= map.getMaxZoom());
    disable(zoomOut, current() <= map.getMinZoom());
  };

  const apply = () => {
    if (target === null || zooming) return;
    if (target === map.getZoom()) {
      target = null;
      return;
    }
    zooming = true;
    // any zoom's end (an animated one, or at once when not animated) moves on to what is still asked
    map.once('zoomend', () => {
      zooming = false;
      apply();
    });
    map.setZoom(target);
  };

  const step = (delta: number) => (event: Event) => {
    L.DomEvent.stop(event);
    target = Math.min(map.getMaxZoom(), Math.max(map.getMinZoom(), current() + delta));
    updateDisabled();
    apply();
  };
  L.DomEvent.disableClickPropagation(container);
  L.DomEvent.on(zoomIn, 'click', step(1));
  L.DomEvent.on(zoomOut, 'click', step(-1));
  map.on('zoomend zoomlevelschange', updateDisabled);

  const control = new L.Control({ position: 'topleft' });
  control.onAdd = () => container;
  control.addTo(map);
  updateDisabled();
}
