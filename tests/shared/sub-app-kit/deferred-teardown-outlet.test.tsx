import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeferredTeardownOutlet, type ScreenHandle } from '@shared/sub-app-kit/deferred-teardown-outlet';

/** What each screen went through: its renders (with the address it saw), mounts and unmounts. */
const seen: { name: string; pathname: string }[] = [];
const lifecycle: string[] = [];

/** A screen that shows the address it sees and keeps a counter (state a remount would lose). */
function Screen({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [clicks, setClicks] = useState(0);
  seen.push({ name, pathname });
  useEffect(() => {
    lifecycle.push(`mount ${name}`);
    return () => void lifecycle.push(`unmount ${name}`);
  }, [name]);
  return (
    <section aria-label={name}>
      <h4>{name}</h4>
      <p>{`地址 ${pathname}`}</p>
      <button onClick={() => setClicks((count) => count + 1)}>{`点击 ${clicks}`}</button>
    </section>
  );
}

function Broken(): never {
  throw new Error('渲染失败');
}

const MONITOR: ScreenHandle = { screen: 'monitor' };

function renderRoutes(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <DeferredTeardownOutlet />,
        children: [
          { index: true, handle: MONITOR, element: <Screen name="车辆监控" /> },
          { path: 'monitor', handle: MONITOR, element: <Screen name="车辆监控" /> },
          { path: 'vehicles', element: <Screen name="车辆列表" /> },
          { path: 'alarm', element: <Screen name="报警中心" /> },
          { path: 'broken', element: <Broken /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { navigate: (to: string) => act(() => router.navigate(to)) };
}

/** The screen's box: the wrapper the outlet gives it. */
const boxOf = (name: string) => screen.getByText(name, { selector: 'h4' }).closest('section')?.parentElement ?? null;

describe('DeferredTeardownOutlet', () => {
  beforeEach(() => {
    seen.length = 0;
    lifecycle.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the new screen at once and keeps the left one hidden, frozen on its old address, until after the paint', async () => {
    const { navigate } = renderRoutes('/vehicles');
    expect(lifecycle).toEqual(['mount 车辆列表']);

    await navigate('/alarm');
    expect(screen.getByRole('heading', { name: '报警中心' })).toBeTruthy();
    expect(screen.getByText('地址 /alarm')).toBeTruthy();
    // still in the document, but out of the accessibility tree and not rendered (no layout, no paint)
    expect(screen.queryByRole('heading', { name: '车辆列表' })).toBeNull();
    expect(boxOf('车辆列表')?.getAttribute('aria-hidden')).toBe('true');
    expect(boxOf('车辆列表')?.style.contentVisibility).toBe('hidden');
    expect(boxOf('车辆列表')?.style.height).toBe('0px');
    expect(boxOf('报警中心')?.style.height).toBe('100%');
    // the left screen never saw the new address (its renders while the router was loading saw its own)
    expect(seen.filter((render) => render.name === '车辆列表' && render.pathname !== '/vehicles')).toEqual([]);
    expect(screen.getByText('地址 /vehicles')).toBeTruthy();
    expect(lifecycle).toEqual(['mount 车辆列表', 'mount 报警中心']);

    // a frame, then the idle moment (at most 300 ms): unmounted in a task of its own
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText('车辆列表', { selector: 'h4' })).toBeNull();
    expect(lifecycle).toEqual(['mount 车辆列表', 'mount 报警中心', 'unmount 车辆列表']);
  });

  it('keeps one screen mounted, with its state, across routes that name it (the home and its named route)', async () => {
    const { navigate } = renderRoutes('/');
    act(() => screen.getByRole('button', { name: '点击 0' }).click());

    await navigate('/monitor');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('button', { name: '点击 1' })).toBeTruthy();
    expect(screen.getByText('地址 /monitor')).toBeTruthy();
    expect(screen.getAllByText('车辆监控', { selector: 'h4' })).toHaveLength(1);
    expect(lifecycle).toEqual(['mount 车辆监控']);
  });

  it('going back before the teardown mounts the screen anew and still removes every left one', async () => {
    const { navigate } = renderRoutes('/vehicles');
    await navigate('/alarm');
    await navigate('/vehicles');
    expect(screen.getByRole('heading', { name: '车辆列表' })).toBeTruthy();
    expect(screen.getAllByText('车辆列表', { selector: 'h4' })).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getAllByText('车辆列表', { selector: 'h4' })).toHaveLength(1);
    expect(screen.queryByText('报警中心', { selector: 'h4' })).toBeNull();
    expect(lifecycle).toEqual(['mount 车辆列表', 'mount 报警中心', 'mount 车辆列表', 'unmount 车辆列表', 'unmount 报警中心']);
  });

  it('a screen that fails to render shows the error with 重试 in its place; the next screen renders normally', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { navigate } = renderRoutes('/broken');
    expect(screen.getByText('页面发生意外错误，请重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重\s*试/ })).toBeTruthy();

    await navigate('/alarm');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.getByRole('heading', { name: '报警中心' })).toBeTruthy();
    expect(screen.queryByText('页面发生意外错误，请重试')).toBeNull();
    error.mockRestore();
  });
});
