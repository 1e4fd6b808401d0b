import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants/storage-keys';
import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import { startStandalone } from '@shared/sub-app-kit/standalone-host';
import { CAR_IDENTITY } from '@car/app/car-system';
import { carSubApp } from '@car/mount';
import { consolePageForFile } from '../console-page';
import { expectDialogGone, NETWORK } from '../dom-helpers';

const page = consolePageForFile();
let stop: (() => void) | null = null;

beforeEach(() => {
  // standalone props carry no base address: the stored one applies (product-spec §7)
  createTypedStorage().write(STORAGE_KEYS.baseUrl, page.api.origin);
});
afterEach(() => {
  stop?.();
  stop = null;
});

function start() {
  stop = startStandalone(carSubApp, page.container, CAR_IDENTITY);
}

describe('the console standalone', () => {
  it('without a session goes to its own login, logs in through the shared form and opens the monitoring page', async () => {
    const user = userEvent.setup();
    start();
    await waitFor(() => expect(window.location.pathname).toBe('/apps/car/login'), NETWORK);

    await user.type(await screen.findByLabelText('账号', {}, NETWORK), 'demo');
    await user.type(screen.getByLabelText('密码'), 'demo123456');
    await user.click(screen.getByRole('button', { name: '登录' }));

    // the console's home: the monitoring page, its tree showing the group (online/total) and its vehicle
    const tree = await screen.findByRole('tree', { name: '车辆分组' }, NETWORK);
    expect(within(tree).getByRole('treeitem', { name: '测试车队' })).toHaveTextContent('(1/1)');
    expect(within(tree).getByRole('treeitem', { name: '京A88888' })).toBeInTheDocument();
    // the router's basename has no trailing slash, so both forms match; '/' is written without it
    expect(window.location.pathname).toMatch(/^\/apps\/car\/?$/);
    const session = createStoredSession(createTypedStorage());
    expect(session.readSessionId()).toBe('session-from-login');
    expect(session.readUserId()).toBe(7);
    const token = page.api.server.requests.find((request) => request.url.startsWith('/oauth/v4/token'));
    expect(token?.body).not.toContain('demo123456');
  });

  it('opens the shared vehicle dialog itself when a row is clicked', async () => {
    const user = userEvent.setup();
    createStoredSession(createTypedStorage()).writeSessionId('session-1');
    start();
    await user.click(await screen.findByRole('row', { name: /京A88888/ }, NETWORK));
    const dialog = await screen.findByRole('dialog', {}, NETWORK);
    expect(await within(dialog).findByText('车辆信息 - 京A88888', {}, NETWORK)).toBeInTheDocument();
    expect(page.api.hits('/car/v1/api/vehicle/getVehicle.json')).toBe(1);
  });

  it('on session expiry 登录 goes to the console’s own login page', async () => {
    const user = userEvent.setup();
    page.api.mode = 'expired';
    createStoredSession(createTypedStorage()).writeSessionId('stale');
    start();
    await screen.findByText('会话已过期', {}, NETWORK);
    await user.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(window.location.pathname).toBe('/apps/car/login'), NETWORK);
    expect(await screen.findByLabelText('账号', {}, NETWORK)).toBeInTheDocument();
    await expectDialogGone();
  });

  it('stopping removes the console and the dialog host', async () => {
    createStoredSession(createTypedStorage()).writeSessionId('session-1');
    const before = document.body.childElementCount;
    start();
    await screen.findByRole('row', { name: /京A88888/ }, NETWORK);
    expect(document.body.childElementCount).toBe(before + 1);
    stop?.();
    stop = null;
    expect(page.container).toBeEmptyDOMElement();
    expect(document.body.childElementCount).toBe(before);
  });
});
