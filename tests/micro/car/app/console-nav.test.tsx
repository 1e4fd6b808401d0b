import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createLocalBus } from '@shared/contract/local-bus';
import { CarRootStore } from '@car/app/car-root-store';
import { ConsoleNav, consoleNavKey, menuBarTarget } from '@car/app/console-nav';
import { CarContextProvider } from '@car/context/car-context';
import { createConsoleHttp } from '../console-http';

function Where() {
  return <output aria-label="当前地址">{useLocation().pathname}</output>;
}

/** The navigation over a memory router at `path`; no stored session, so no alarm poll starts. */
function renderNav(path: string) {
  const { client, storage, session } = createConsoleHttp();
  const stores = new CarRootStore({ http: client, storage, session });
  const element = (
    <CarContextProvider value={{ stores, bus: createLocalBus(), props: {} as never }}>
      <ConsoleNav />
      <Where />
    </CarContextProvider>
  );
  const router = createMemoryRouter(
    ['/', '/monitor', '/vehicles', '/alarm', '/playback'].map((routePath) => ({ path: routePath, element })),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const item = (name: RegExp) => screen.getByRole('menuitem', { name });

describe('ConsoleNav', () => {
  it('lists the three screens as a menu bar with the current one marked and the only tab stop', () => {
    renderNav('/vehicles');
    expect(screen.getByRole('navigation', { name: '车辆联网导航' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem').map((link) => link.textContent)).toEqual(['车辆监控', '车辆列表', expect.stringMatching(/^报警中心/)]);
    expect(item(/车辆列表/)).toHaveAttribute('aria-current', 'page');
    expect(item(/车辆列表/)).toHaveAttribute('tabindex', '0');
    expect(item(/车辆监控/)).not.toHaveAttribute('aria-current');
    expect(item(/车辆监控/)).toHaveAttribute('tabindex', '-1');
  });

  it('on a page that is none of the screens (playback) marks none, and the first link stays the tab stop', () => {
    renderNav('/playback');
    expect(screen.getAllByRole('menuitem').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
    expect(item(/车辆监控/)).toHaveAttribute('tabindex', '0');
    expect(screen.getAllByRole('menuitem').filter((link) => link.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('marks 车辆监控 on /monitor, the home under its own name', () => {
    renderNav('/monitor');
    expect(item(/车辆监控/)).toHaveAttribute('aria-current', 'page');
  });

  it('opens a screen on a plain click and moves the mark', () => {
    renderNav('/');
    fireEvent.click(item(/报警中心/), { button: 0 });
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent('/alarm');
    expect(item(/报警中心/)).toHaveAttribute('aria-current', 'page');
  });

  it('leaves a click with a modifier to the browser (a new tab), and the links are real links', () => {
    renderNav('/');
    expect(item(/车辆列表/)).toHaveAttribute('href', '/vehicles');
    fireEvent.click(item(/车辆列表/), { button: 0, ctrlKey: true });
    expect(screen.getByRole('status', { name: '当前地址' })).toHaveTextContent(/^\/$/);
  });

  it('moves the focus with the arrows, Home and End, wrapping around', () => {
    renderNav('/');
    item(/车辆监控/).focus();
    fireEvent.keyDown(item(/车辆监控/), { key: 'ArrowRight' });
    expect(item(/车辆列表/)).toHaveFocus();
    fireEvent.keyDown(item(/车辆列表/), { key: 'End' });
    expect(item(/报警中心/)).toHaveFocus();
    fireEvent.keyDown(item(/报警中心/), { key: 'ArrowRight' });
    expect(item(/车辆监控/)).toHaveFocus();
    fireEvent.keyDown(item(/车辆监控/), { key: 'ArrowLeft' });
    expect(item(/报警中心/)).toHaveFocus();
    fireEvent.keyDown(item(/报警中心/), { key: 'Home' });
    expect(item(/车辆监控/)).toHaveFocus();
  });
});

describe('consoleNavKey / menuBarTarget', () => {
  it('maps an address to its link and a key to the next link', () => {
    expect(consoleNavKey('/alarm/history')).toBe('/alarm');
    expect(consoleNavKey('/monitor/')).toBe('/');
    // playback and an unknown address are none of the three screens
    expect(consoleNavKey('/playback')).toBeNull();
    expect(consoleNavKey('/no-such-page')).toBeNull();
    expect(menuBarTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(menuBarTarget('Enter', 0, 3)).toBeNull();
  });
});
