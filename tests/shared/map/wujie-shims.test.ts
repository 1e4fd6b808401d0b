import { installWujieShims } from '@shared/map/wujie-shims';

/** A ResizeObserver that the test triggers by hand, recording what it observes. */
function fakeResizeObserver() {
  const observed: Element[] = [];
  let callback: ResizeObserverCallback = () => undefined;
  let disconnected = false;
  class Fake {
    constructor(cb: ResizeObserverCallback) {
      callback = cb;
    }
    observe(target: Element): void {
      observed.push(target);
    }
    unobserve(): void {}
    disconnect(): void {
      disconnected = true;
    }
  }
  /** a resize to `width` × `height` (no size: an entry-less call) */
  const resize = (width?: number, height?: number) => {
    const entries = width === undefined ? [] : [{ contentRect: { width, height: height ?? 0 } } as ResizeObserverEntry];
    callback(entries, new Fake(callback));
  };
  return { Fake, observed, resize, disconnected: () => disconnected };
}

describe('wujie shims of the map', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('re-measures the map when its container is resized (a resize while hidden leaves no grey map)', () => {
    const observer = fakeResizeObserver();
    vi.stubGlobal('ResizeObserver', observer.Fake);
    const map = { invalidateSize: vi.fn() };
    const container = document.createElement('div');
    const remove = installWujieShims(map, container);

    expect(observer.observed).toEqual([container]);
    observer.resize();
    expect(map.invalidateSize).toHaveBeenCalledTimes(1);

    remove();
    expect(observer.disconnected()).toBe(true);
  });

  it('leaves the view to `resized` between two shown sizes, and where it was to or from a hidden app’s empty size', () => {
    const observer = fakeResizeObserver();
    vi.stubGlobal('ResizeObserver', observer.Fake);
    const map = { invalidateSize: vi.fn() };
    const resized = vi.fn();
    const remove = installWujieShims(map, document.createElement('div'), resized);

    observer.resize(800, 600); // first measure
    expect(map.invalidateSize).toHaveBeenLastCalledWith({ pan: false });
    observer.resize(800, 300); // the list opened under the map
    expect(resized).toHaveBeenCalledTimes(1);
    observer.resize(0, 0); // the shell hid the sub-app
    observer.resize(1024, 300); // shown again, the window resized meanwhile
    expect(resized).toHaveBeenCalledTimes(1);
    expect(map.invalidateSize).toHaveBeenCalledTimes(3);
    expect(map.invalidateSize).toHaveBeenLastCalledWith({ pan: false });
    observer.resize(1024, 600);
    expect(resized).toHaveBeenCalledTimes(2);
    remove();
  });

  it('forwards nothing for untrusted releases (its own forwarded events never loop)', () => {
    const map = { invalidateSize: vi.fn() };
    const container = document.createElement('div');
    document.body.append(container);
    const remove = installWujieShims(map, container);
    const seen = vi.fn();
    document.addEventListener('mouseup', seen);

    container.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true }));
    window.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
    expect(seen).not.toHaveBeenCalled();

    document.removeEventListener('mouseup', seen);
    remove();
    container.remove();
  });
});
