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
  return { Fake, observed, resize: () => callback([], new Fake(callback)), disconnected: () => disconnected };
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
