import { EXPORT_POLL_MS } from '@main/downloads/download-jobs-store';
import { ok } from '../../shared/http/scripted-routes';
import { createTestRoot } from '../support/test-root';
import { exportRecord, LIST_EXPORT_RECORDS } from './export-job-fixtures';
import { WAIT_FOR_CONDITION_MS } from '../../time-budgets';

/**
 * The download-list tip's jobs (product-spec §2): `showDownList` opens the tip, which follows the
 * newest jobs until they are final and then stops asking. Only timers are fake: the requests go
 * to the file's local server.
 */
describe('download jobs store', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const requestsTo = (calls: { path: string }[]) => calls.filter((call) => call.path === LIST_EXPORT_RECORDS).length;

  it('follows an unfinished job every poll interval and stops once it is final', async () => {
    let status: 'running' | 'done' = 'running';
    const { root, calls } = createTestRoot({
      [LIST_EXPORT_RECORDS]: () => ok({ list: [exportRecord({ id: 7, status, queuePosition: null })], total: 1, pageNum: 1, pageSize: 5 }),
    });
    root.downloads.openTip();
    await vi.waitFor(() => expect(root.downloads.jobs.map((job) => job.status)).toEqual(['running']), { timeout: WAIT_FOR_CONDITION_MS });
    expect(root.downloads.runningCount).toBe(1);

    status = 'done';
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await vi.waitFor(() => expect(root.downloads.jobs[0]?.status).toBe('done'), { timeout: WAIT_FOR_CONDITION_MS });
    expect(requestsTo(calls)).toBe(2);

    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 10);
    expect(requestsTo(calls)).toBe(2);
    expect(root.downloads.runningCount).toBe(0);
  });

  it('closing the tip stops the polling', async () => {
    const { root, calls } = createTestRoot({
      [LIST_EXPORT_RECORDS]: () => ok({ list: [exportRecord({ id: 7 })], total: 1, pageNum: 1, pageSize: 5 }),
    });
    root.downloads.openTip();
    await vi.waitFor(() => expect(root.downloads.jobs).toHaveLength(1), { timeout: WAIT_FOR_CONDITION_MS });
    root.downloads.closeTip();
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 5);
    expect(requestsTo(calls)).toBe(1);
    expect(root.downloads.tipOpen).toBe(false);
  });

  it('a failed refresh keeps the jobs shown, says so and tries again', async () => {
    let answer: 'ok' | 'drop' = 'ok';
    const { root } = createTestRoot({
      [LIST_EXPORT_RECORDS]: () => {
        if (answer === 'drop') throw new Error('network');
        return ok({ list: [exportRecord({ id: 9, status: 'running', queuePosition: null })], total: 1, pageNum: 1, pageSize: 5 });
      },
    });
    root.downloads.openTip();
    await vi.waitFor(() => expect(root.downloads.jobs).toHaveLength(1), { timeout: WAIT_FOR_CONDITION_MS });
    answer = 'drop';
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await vi.waitFor(() => expect(root.downloads.loadFailed).toBe(true), { timeout: WAIT_FOR_CONDITION_MS });
    expect(root.downloads.jobs.map((job) => job.id)).toEqual([9]);
    answer = 'ok';
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS);
    await vi.waitFor(() => expect(root.downloads.loadFailed).toBe(false), { timeout: WAIT_FOR_CONDITION_MS });
  });

  it('logout forgets the jobs, closes the tip and drops an answer still on the way', async () => {
    const pending: { release?: (body: unknown) => void } = {};
    const { root } = createTestRoot({
      [LIST_EXPORT_RECORDS]: () => new Promise((resolve) => (pending.release = resolve)),
    });
    root.downloads.openTip();
    await vi.waitFor(() => expect(pending.release).toBeTypeOf('function'), { timeout: WAIT_FOR_CONDITION_MS });
    root.clearAll();
    if (!pending.release) throw new Error('the request never arrived');
    pending.release(ok({ list: [exportRecord({ id: 5 })], total: 1, pageNum: 1, pageSize: 5 }));
    await vi.advanceTimersByTimeAsync(EXPORT_POLL_MS * 3);
    expect(root.downloads.jobs).toEqual([]);
    expect(root.downloads.tipOpen).toBe(false);
  });
});
