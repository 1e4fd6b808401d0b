import { describe, expect, it } from 'vitest';
import { requestKey, StartedRequests } from '../../../../../micro/data-report/features/reports/started-requests';

describe('a report request started at the click', () => {
  it('is taken over once by the screen that shows its key, not asked again', async () => {
    const requests = new StartedRequests<string>();
    const key = requestKey({ pageNum: 2 }, 0);
    let calls = 0;
    requests.start(key, () => {
      calls += 1;
      return Promise.resolve('page 2');
    });
    requests.start(key, () => {
      calls += 1;
      return Promise.resolve('again');
    });
    const taken = requests.take(key);
    expect(calls).toBe(1);
    await expect(taken?.promise).resolves.toBe('page 2');
    expect(requests.take(key)).toBeNull();
  });

  it('is aborted when a newer one starts or another key is shown', () => {
    const requests = new StartedRequests<string>();
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => undefined);
    };
    requests.start(requestKey({ pageNum: 2 }, 0), load);
    requests.start(requestKey({ pageNum: 3 }, 0), load);
    expect(signals[0]?.aborted).toBe(true);
    expect(requests.take(requestKey({ pageNum: 4 }, 0))).toBeNull();
    expect(signals[1]?.aborted).toBe(true);
  });

  it('keys a request by its JSON and its session', () => {
    expect(requestKey({ pageNum: 1 }, 0)).not.toBe(requestKey({ pageNum: 1 }, 1));
  });
});
