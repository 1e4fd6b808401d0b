import { act, screen } from '@testing-library/react';
import { useContext, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddressLookupsEnabled } from '@shared/geo/address-lookups-enabled';
import { KeptAlarmCentre } from '@car/app/kept-alarm-centre';
import { renderKeptLayout } from './render-kept-layout';

/** A stand-in for the alarm centre's page: counts its mounts and keeps a piece of state (a typed note). */
let mounts = 0;
function FakeAlarmPage() {
  const [note, setNote] = useState('');
  const lookups = useContext(AddressLookupsEnabled);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <div>
      <h4>报警中心</h4>
      <p>{lookups ? '地址查询开' : '地址查询关'}</p>
      <input aria-label="备注" value={note} onChange={(event) => setNote(event.target.value)} />
    </div>
  );
}

/** KeptAlarmCentre in the console's layout at `path`, signed in or not. */
function renderAt(path: string, options: { signedIn?: boolean } = {}) {
  const kept = renderKeptLayout(path, <KeptAlarmCentre page={FakeAlarmPage} path="/alarm" />, options);
  const firstListCame = () =>
    act(() => {
      kept.stores.alarms.realtimeState.start();
      kept.stores.alarms.realtimeState.succeed();
    });
  const wrapper = () => screen.queryByText('报警中心', { selector: 'h4' })?.closest<HTMLElement>('[style]') ?? null;
  return { ...kept, firstListCame, wrapper };
}

describe('KeptAlarmCentre', () => {
  beforeEach(() => {
    mounts = 0;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('is prepared at the first idle moment after the first real-time list, laid out unseen, then put away with its layout kept', async () => {
    const { firstListCame, wrapper, unmount } = renderAt('/');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(wrapper()).toBeNull();

    firstListCame();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(mounts).toBe(1);
    expect(wrapper()?.style.visibility).toBe('hidden');
    expect(wrapper()?.getAttribute('aria-hidden')).toBe('true');
    expect(wrapper()?.hasAttribute('inert')).toBe(true);

    // the frame that laid it out has passed
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(wrapper()?.style.contentVisibility).toBe('hidden');
    expect(wrapper()?.style.visibility).toBe('');
    unmount();
  });

  it('is shown on its route and put away on another, mounted once: what the operator typed is still there, addresses asked for only when shown', async () => {
    const { router, firstListCame, wrapper, unmount } = renderAt('/');
    firstListCame();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(() => vi.advanceTimersByTimeAsync(100));

    await act(() => router.navigate('/alarm'));
    expect(wrapper()?.style.contentVisibility).toBe('');
    expect(wrapper()?.style.visibility).toBe('');
    expect(wrapper()?.hasAttribute('aria-hidden')).toBe(false);
    expect(wrapper()?.hasAttribute('inert')).toBe(false);
    expect(screen.getByText('地址查询开')).toBeTruthy();
    const note = screen.getByRole('textbox', { name: '备注' });
    act(() => {
      // a controlled input: React's change event
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(note, '已电话联系司机');
      note.dispatchEvent(new Event('input', { bubbles: true }));
    });

    await act(() => router.navigate('/vehicles'));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(wrapper()?.style.contentVisibility).toBe('hidden');
    expect(screen.queryByRole('textbox', { name: '备注' })).toBeNull();
    // put away, its rows are not visible: they ask for no address (spec §7–§9)
    expect(screen.getByText('地址查询关')).toBeTruthy();

    await act(() => router.navigate('/alarm'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '备注' }).value).toBe('已电话联系司机');
    expect(mounts).toBe(1);
    unmount();
  });

  it('is not prepared while a track plays (the background hold), and is once it stops', async () => {
    const { firstListCame, wrapper, stores, unmount } = renderAt('/');
    const release = stores.background.hold();
    firstListCame();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(wrapper()).toBeNull();
    expect(mounts).toBe(0);

    act(() => release());
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(mounts).toBe(1);
    unmount();
  });

  it('opened while a track plays, shows at once: the hold delays only the unseen preparation', () => {
    const { wrapper, stores, unmount } = renderAt('/alarm');
    stores.background.hold();
    expect(mounts).toBe(1);
    expect(wrapper()?.style.visibility).toBe('');
    unmount();
  });

  it('opened at its own address, shows at once without waiting for the list or an idle moment', () => {
    const { wrapper, unmount } = renderAt('/alarm');
    expect(mounts).toBe(1);
    expect(wrapper()?.style.visibility).toBe('');
    expect(wrapper()?.style.contentVisibility).toBe('');
    unmount();
  });

  it('prepares nothing without a session', async () => {
    const { firstListCame, wrapper, unmount } = renderAt('/', { signedIn: false });
    firstListCame();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(wrapper()).toBeNull();
    expect(mounts).toBe(0);
    unmount();
  });

  it('prepares nothing when the session is gone by the idle moment, and does not move the user to the login page', async () => {
    const { firstListCame, wrapper, unmount, navigateShell, session } = renderAt('/');
    firstListCame();
    // a logout elsewhere, or the stored session corrupted, before the idle moment
    session.clear();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(wrapper()).toBeNull();
    expect(mounts).toBe(0);
    expect(navigateShell).not.toHaveBeenCalled();
    unmount();
  });

  it('kept unseen when the session goes: no jump to the login page until the operator opens it', async () => {
    const { router, firstListCame, unmount, navigateShell, session } = renderAt('/');
    firstListCame();
    await act(() => vi.advanceTimersByTimeAsync(300));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(mounts).toBe(1);

    session.clear();
    // another screen of the console renders the layout again (any route change does)
    await act(() => router.navigate('/vehicles'));
    expect(navigateShell).not.toHaveBeenCalled();

    await act(() => router.navigate('/alarm'));
    expect(navigateShell).toHaveBeenCalledExactlyOnceWith('/login');
    expect(screen.getByText('请先登录')).toBeTruthy();
    unmount();
  });
});
