import type L from 'leaflet';

/**
 * The two shims a Leaflet map needs inside wujie (wujie-notes.md, measured):
 * (a) a drag released outside the sub-app never reaches the sub-app's document, and the map stays
 *     stuck to the pointer: a listener on `window` (which wujie binds to the host window) forwards
 *     the release to the document Leaflet listens on;
 * (b) a container resized while the app was hidden leaves the map grey: a ResizeObserver calls
 *     `invalidateSize()`.
 * Harmless outside wujie: only trusted events are forwarded, and only while a drag is under way.
 * Returns the function that removes both.
 */
export function installWujieShims(map: L.Map, container: HTMLElement): () => void {
  let dragging = false;
  const onDragStart = () => {
    dragging = true;
  };
  const onDragEnd = () => {
    dragging = false;
  };
  map.on('dragstart', onDragStart);
  map.on('dragend', onDragEnd);

  const forwardRelease = (event: MouseEvent) => {
    if (!dragging || !event.isTrusted) return;
    const init = { bubbles: true, cancelable: true, clientX: event.clientX, clientY: event.clientY, button: event.button };
    document.dispatchEvent(new MouseEvent('mouseup', init));
    if (typeof PointerEvent !== 'undefined') document.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerId: 1, isPrimary: true }));
  };
  window.addEventListener('mouseup', forwardRelease);
  window.addEventListener('pointerup', forwardRelease);

  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(() => map.invalidateSize({ pan: false }));
    observer.observe(container);
  }

  return () => {
    map.off('dragstart', onDragStart);
    map.off('dragend', onDragEnd);
    window.removeEventListener('mouseup', forwardRelease);
    window.removeEventListener('pointerup', forwardRelease);
    observer?.disconnect();
  };
}
