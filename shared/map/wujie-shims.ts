import type L from 'leaflet';

/** The node an event happened on, whatever realm it comes from (`instanceof Node` fails across wujie's realms). */
function nodeOf(target: EventTarget | null): Node | null {
  return target !== null && typeof target === 'object' && 'nodeType' in target ? (target as Node) : null;
}

/**
 * The two shims a Leaflet map needs inside wujie (wujie-notes.md, measured):
 * (a) a drag released outside the sub-app never reaches the sub-app's document, and the map stays
 *     stuck to the pointer: a listener on `window` (which wujie binds to the host window) forwards
 *     the release to where Leaflet listens;
 * (b) a container resized while the app was hidden leaves the map grey: a ResizeObserver calls
 *     `invalidateSize()`, leaving the view where it was (a hidden app's empty size is no reason to
 *     move it). Between two shown sizes it calls `resized` instead, when given, which decides what
 *     the view does (`FittedView`: keep the fit or the centre).
 * Harmless outside wujie: only a trusted release outside the map, after a press on the map, is
 * forwarded, and Leaflet ignores a release when no drag is under way.
 * Returns the function that removes both.
 */
export function installWujieShims(map: Pick<L.Map, 'invalidateSize'>, container: HTMLElement, resized?: () => void): () => void {
  let pressed = false;
  const onPress = (event: MouseEvent) => {
    if (event.button === 0) pressed = true;
  };
  container.addEventListener('mousedown', onPress);

  const forwardRelease = (event: MouseEvent) => {
    if (!pressed || !event.isTrusted) return;
    pressed = false;
    const target = nodeOf(event.target);
    if (target && container.contains(target)) return;
    const init = { bubbles: true, composed: true, cancelable: true, clientX: event.clientX, clientY: event.clientY, button: event.button };
    // Leaflet ends a drag on the document's mouseup; inside wujie the sub-app's document listeners may
    // sit on the shadow root, which a composed event from the container reaches. The first one to
    // arrive ends the drag and removes Leaflet's listener, so the second is a no-op.
    container.dispatchEvent(new MouseEvent('mouseup', init));
    document.dispatchEvent(new MouseEvent('mouseup', init));
  };
  window.addEventListener('mouseup', forwardRelease);

  let observer: ResizeObserver | null = null;
  if (typeof ResizeObserver !== 'undefined') {
    let shownBefore = false;
    observer = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      const shown = box !== undefined && box.width > 0 && box.height > 0;
      if (resized && shown && shownBefore) resized();
      else map.invalidateSize({ pan: false });
      shownBefore = shown;
    });
    observer.observe(container);
  }

  return () => {
    container.removeEventListener('mousedown', onPress);
    window.removeEventListener('mouseup', forwardRelease);
    observer?.disconnect();
  };
}
