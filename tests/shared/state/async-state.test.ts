import { autorun } from 'mobx';
import { ApiError } from '@shared/http/api-error';
import { AsyncState } from '@shared/state/async-state';

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('AsyncState', () => {
  it('starts idle without an error', () => {
    const state = new AsyncState();
    expect(state.status).toBe('idle');
    expect(state.error).toBeNull();
    expect(state.isLoading).toBe(false);
    expect(state.isError).toBe(false);
  });

  it('run: loading while the work runs, then ready with the answer applied in the same action', async () => {
    const state = new AsyncState();
    const work = deferred<number[]>();
    let applied: number[] = [];
    const seen: string[] = [];
    // every state an observer can see: "ready" never comes before the data it stands for
    const dispose = autorun(() => seen.push(`${state.status}:${applied.length}`));

    const running = state.run(() => work.promise, { apply: (value) => (applied = value) });
    expect(state.status).toBe('loading');
    expect(state.isLoading).toBe(true);
    work.resolve([1, 2, 3]);

    expect(await running).toEqual({ ok: true, value: [1, 2, 3] });
    expect(state.status).toBe('ready');
    expect(applied).toEqual([1, 2, 3]);
    expect(seen).toEqual(['idle:0', 'loading:0', 'ready:3']);
    dispose();
  });

  it('run: an ApiError is kept as it is and returned to the caller, never thrown', async () => {
    const state = new AsyncState();
    const failure = new ApiError({ kind: 'flag', flag: 0, message: '查询失败' });
    const result = await state.run(() => Promise.reject(failure));
    expect(result).toEqual({ ok: false, error: failure });
    expect(state.status).toBe('error');
    expect(state.isError).toBe(true);
    expect(state.error).toBe(failure);
  });

  it.each<[string, unknown, string]>([
    ['an Error', new TypeError('x is undefined'), 'x is undefined'],
    ['a string', '服务不可用', '服务不可用'],
    ['an object with msg', { flag: 0, msg: '账号已停用' }, '账号已停用'],
    ['undefined', undefined, '网络异常'],
  ])('run: %s thrown becomes a typed ApiError with its text', async (_name, thrown, message) => {
    const state = new AsyncState();
    await state.run(() => Promise.reject(thrown));
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ kind: 'malformed', message });
  });

  it('a new run clears the previous error', async () => {
    const state = new AsyncState();
    await state.run(() => Promise.reject(new ApiError({ kind: 'network' })));
    const again = deferred<string>();
    const running = state.run(() => again.promise);
    expect(state.status).toBe('loading');
    expect(state.error).toBeNull();
    again.resolve('ok');
    await running;
    expect(state.status).toBe('ready');
  });

  it('run: with its signal aborted, neither the answer nor the failure is written (the aborter owns the state)', async () => {
    const state = new AsyncState();
    const controller = new AbortController();
    const work = deferred<string>();
    const apply = vi.fn();
    const running = state.run(() => work.promise, { signal: controller.signal, apply });
    controller.abort();
    state.reset();
    work.resolve('stale');
    expect(await running).toMatchObject({ ok: false, error: { kind: 'aborted' } });
    expect(apply).not.toHaveBeenCalled();
    expect(state.status).toBe('idle');

    const failing = new AbortController();
    const failed = state.run(() => Promise.reject(new ApiError({ kind: 'aborted' })), { signal: failing.signal });
    failing.abort();
    state.reset();
    await failed;
    expect(state.status).toBe('idle');
    expect(state.error).toBeNull();
  });

  it('start, succeed, fail and reset move the state by hand', () => {
    const state = new AsyncState();
    state.start();
    expect(state.status).toBe('loading');
    const error = state.fail(new Error('坏了'));
    expect(error).toBeInstanceOf(ApiError);
    expect(state).toMatchObject({ status: 'error', error: { message: '坏了' } });
    state.succeed();
    expect(state).toMatchObject({ status: 'ready', error: null });
    state.reset();
    expect(state).toMatchObject({ status: 'idle', error: null });
  });
});
