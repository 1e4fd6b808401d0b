import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showShellSessionExpired } from '@main/app/error-feedback';
import { demoUser } from '../support/fixtures';
import { fail, ok } from '../support/routes';
import { createTestRoot } from '../support/test-root';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

const REALTIME = '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json';
const EXPORTS = '/car/v1/accelerate/export/listExportRecord.json';

beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] }));
afterEach(() => vi.useRealTimers());

/**
 * A 4010 from any app opens the shell's one dialog and stops the shell's background requests, so a
 * poll coming after the user closed the dialog cannot open it again (product-spec §4).
 */
describe('the shell on an expired session', () => {
  it('opens the dialog, stops the alarm tip and the download list’s refresh, and tells the sub-apps', async () => {
    let exportsAsked = 0;
    const { root, emitted } = createTestRoot(
      {
        [REALTIME]: () => ok({ list: [], latestAlarmId: 0 }),
        [EXPORTS]: () => {
          exportsAsked += 1;
          return fail(0, '服务繁忙');
        },
      },
      { sessionId: 'sess-9', user: demoUser },
    );
    root.alarmTip.start();
    expect(root.alarmTip.running).toBe(true);
    root.downloads.openTip();
    await vi.waitFor(() => expect(root.downloads.loadFailed).toBe(true), { timeout: WAIT_FOR_CONDITION_MS });

    showShellSessionExpired(root);

    expect(root.dialogs.sessionExpiredOpen).toBe(true);
    expect(root.alarmTip.running).toBe(false);
    expect(emitted).toContainEqual({ name: 'shell:sessionExpired', payload: { sessionId: 'sess-9' } });
    // the failed list's retry was due in 2 s: it never goes out
    await vi.advanceTimersByTimeAsync(60_000);
    expect(exportsAsked).toBe(1);
  });

  it('the download list stops asking by itself once its own request answers 4010', async () => {
    let asked = 0;
    const { root } = createTestRoot(
      {
        [EXPORTS]: () => {
          asked += 1;
          return fail(4010, '登录超时');
        },
      },
      { sessionId: 'sess-9', user: demoUser },
    );
    root.downloads.openTip();
    await vi.waitFor(() => expect(root.downloads.loadFailed).toBe(true), { timeout: WAIT_FOR_CONDITION_MS });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toBe(1);
  });
});
