import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { BackgroundStart } from '@car/app/background-start';
import { CarRootStore } from '@car/app/car-root-store';
import { CarContextProvider } from '@car/context/car-context';
import { createConsoleHttp } from '../console-http';

/** BackgroundStart on a memory router at `path`, signed in; the chunk fetch is a spy, the poll is the store's (`running`). */
function renderAt(path: string) {
  const { client, storage, session } = createConsoleHttp();
  session.writeSessionId('session-1');
  const stores = new CarRootStore({ http: client, storage, session });
  const prefetch = vi.fn();
  const element = (
    <CarContextProvider value={{ stores, bus: createLocalBus(), props: {} as never }}>
      <BackgroundStart prefetchAlarmCentre={prefetch} screenOpensGate={(pathname) => pathname === '/'} />
    </CarContextProvider>
  );
  const router = createMemoryRouter(
    ['/', '/vehicles'].map((routePath) => ({ path: routePath, element })),
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const unmount = () => {
    view.unmount();
    stores.dispose();
  };
  return { stores, prefetch, router, view: { unmount } };
}

describe('BackgroundStart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on a screen with a large first answer, starts the first alarm poll and the chunk fetch only once the screen opens the gate', () => {
    const { stores, prefetch, view } = renderAt('/');
    // idle moments come (jsdom: a short timer), the gate stays shut
    act(() => vi.advanceTimersByTime(4000));
    expect(stores.alarms.running).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();

    act(() => stores.firstScreen.open());
    act(() => vi.advanceTimersByTime(2000));
    expect(stores.alarms.running).toBe(true);
    expect(prefetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('on any other screen opens the gate itself: both start at the first idle moment', () => {
    const { stores, prefetch, view } = renderAt('/vehicles');
    expect(stores.firstScreen.opened).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(stores.alarms.running).toBe(true);
    expect(prefetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('leaving the waiting screen for another one opens the gate', async () => {
    const { stores, router, view } = renderAt('/');
    await act(() => router.navigate('/vehicles'));
    expect(stores.firstScreen.opened).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(stores.alarms.running).toBe(true);
    view.unmount();
  });

  it('while a track plays (the background hold), fetches no chunk; the alarm poll, behind a badge the user sees, starts', () => {
    const { stores, prefetch, view } = renderAt('/vehicles');
    const release = stores.background.hold();
    act(() => vi.advanceTimersByTime(10_000));
    expect(stores.alarms.running).toBe(true);
    expect(prefetch).not.toHaveBeenCalled();

    act(() => release());
    act(() => vi.advanceTimersByTime(200));
    expect(prefetch).toHaveBeenCalledTimes(1);
    view.unmount();
  });

  it('starts nothing that was still waiting when it unmounts', () => {
    const { stores, prefetch, view } = renderAt('/');
    view.unmount();
    stores.firstScreen.open();
    vi.advanceTimersByTime(10_000);
    expect(stores.alarms.running).toBe(false);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
