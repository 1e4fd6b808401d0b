import { act, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMonitorPath } from '@car/app/console-nav';
import { KeptMonitorPage } from '@car/app/kept-monitor-page';
import { MonitorStore } from '@car/features/monitor/monitor-store';
import { renderKeptLayout } from './render-kept-layout';

/** A stand-in for the monitoring page: counts its mounts and keeps a piece of state (a search typed). */
let mounts = 0;
function FakeMonitorPage() {
  const [search, setSearch] = useState('');
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <section aria-label="车辆监控">
      <input aria-label="搜索车辆或分组" value={search} onChange={(event) => setSearch(event.target.value)} />
    </section>
  );
}

function renderAt(path: string, options: { signedIn?: boolean } = {}) {
  // what the page tells its store (the live feed runs only while the page is shown); on the
  // prototype, before the store is made: MobX makes the instance's actions unconfigurable
  const screenShown = vi.spyOn(MonitorStore.prototype, 'setScreenShown');
  const kept = renderKeptLayout(path, <KeptMonitorPage page={FakeMonitorPage} />, options);
  const wrapper = () => document.querySelector('section[aria-label="车辆监控"]')?.closest<HTMLElement>('[style]') ?? null;
  return { ...kept, screenShown, wrapper };
}

/** Types into the fake page's controlled search box (React's change event). */
function typeSearch(text: string): void {
  const box = screen.getByRole<HTMLInputElement>('textbox', { name: '搜索车辆或分组' });
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, text);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('isMonitorPath', () => {
  it('is the home and the named route, with or without the trailing slash, and nothing else', () => {
    expect(['/', '/monitor', '/monitor/'].map(isMonitorPath)).toEqual([true, true, true]);
    expect(['/alarm', '/vehicles', '/monitorx', '/playback', '//'].map(isMonitorPath)).toEqual([false, false, false, false, false]);
  });
});

describe('KeptMonitorPage', () => {
  beforeEach(() => {
    mounts = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is put away on another screen and shown again as it was left, mounted once; its live feed pauses while it is away', async () => {
    const { router, wrapper, screenShown, unmount } = renderAt('/');
    expect(wrapper()?.style.contentVisibility).toBe('');
    expect(wrapper()?.hasAttribute('inert')).toBe(false);
    typeSearch('粤B1');

    await act(() => router.navigate('/alarm'));
    expect(wrapper()?.style.contentVisibility).toBe('hidden');
    expect(wrapper()?.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper()?.hasAttribute('inert')).toBe(true);
    expect(screen.queryByRole('textbox', { name: '搜索车辆或分组' })).toBeNull();
    expect(screenShown).toHaveBeenLastCalledWith(false);

    await act(() => router.navigate('/monitor'));
    expect(wrapper()?.style.contentVisibility).toBe('');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '搜索车辆或分组' }).value).toBe('粤B1');
    expect(screenShown).toHaveBeenLastCalledWith(true);
    expect(mounts).toBe(1);
    unmount();
  });

  it('is not mounted before it is first opened: the console opened on another screen does not load the fleet', async () => {
    const { router, wrapper, screenShown, unmount } = renderAt('/vehicles');
    expect(wrapper()).toBeNull();
    expect(mounts).toBe(0);
    expect(screenShown).not.toHaveBeenCalled();

    await act(() => router.navigate('/monitor/'));
    expect(mounts).toBe(1);
    expect(wrapper()?.style.contentVisibility).toBe('');
    unmount();
  });

  it('unmounted (the login page, another user), it leaves the store as shown: the next mount says again', async () => {
    const { router, screenShown, unmount } = renderAt('/');
    await act(() => router.navigate('/vehicles'));
    expect(screenShown).toHaveBeenLastCalledWith(false);
    unmount();
    expect(screenShown).toHaveBeenLastCalledWith(true);
  });

  it('kept unseen when the session goes: no jump to the login page until the operator opens it again', async () => {
    const { router, session, navigateShell, unmount } = renderAt('/');
    await act(() => router.navigate('/alarm'));
    session.clear();
    await act(() => router.navigate('/vehicles'));
    expect(navigateShell).not.toHaveBeenCalled();

    await act(() => router.navigate('/'));
    expect(navigateShell).toHaveBeenCalledExactlyOnceWith('/login');
    expect(screen.getByText('请先登录')).toBeTruthy();
    unmount();
  });
});
