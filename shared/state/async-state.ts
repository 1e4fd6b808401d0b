import { makeAutoObservable, runInAction } from 'mobx';
import { MSG_REQUEST_ABORTED } from '../constants/messages';
import { ApiError, toApiError } from '../http/api-error';

/**
 * Where a load is: not asked yet (or forgotten), under way, answered, or failed. The one shape
 * of loading and error state for every store that loads something (conventions.md: a status and
 * a typed error, not loose booleans).
 */
export type AsyncStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What one run gives its caller, whether or not it was still the one the state follows. */
export type AsyncResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export interface AsyncRunOptions<T> {
  /** stores the answer; runs in the same action that marks the state ready, so no observer sees one without the other */
  apply?: (value: T) => void;
  /**
   * The run's abort signal. When it is aborted by the time the work settles, nothing is written:
   * whoever aborted it (a newer search, a reset) owns the state now.
   */
  signal?: AbortSignal;
}

/**
 * A load's status plus its typed error (always an ApiError: failures are normalised once, by
 * `toApiError`). A store holds one per thing it loads and reads `status` / `error` from it.
 */
export class AsyncState {
  status: AsyncStatus = 'idle';
  error: ApiError | null = null;

  constructor() {
    makeAutoObservable(this, { run: false }, { autoBind: true });
  }

  get isLoading(): boolean {
    return this.status === 'loading';
  }

  get isError(): boolean {
    return this.status === 'error';
  }

  start(): void {
    this.status = 'loading';
    this.error = null;
  }

  succeed(): void {
    this.status = 'ready';
    this.error = null;
  }

  /** Records a failure; returns the normalised error so the caller can decide on its kind. */
  fail(error: unknown): ApiError {
    const apiError = toApiError(error);
    this.status = 'error';
    this.error = apiError;
    return apiError;
  }

  /** Back to "not asked" (logout, retry from scratch). */
  reset(): void {
    this.status = 'idle';
    this.error = null;
  }

  /**
   * Runs one load: loading, then ready (with `apply`) or error. Never throws: the caller gets the
   * value or the ApiError and decides what it means (a guard redirects, a form rethrows).
   */
  async run<T>(work: () => Promise<T>, options: AsyncRunOptions<T> = {}): Promise<AsyncResult<T>> {
    const { apply, signal } = options;
    this.start();
    let value: T;
    try {
      value = await work();
    } catch (error) {
      const apiError = toApiError(error);
      if (!signal?.aborted) runInAction(() => this.fail(apiError));
      return { ok: false, error: apiError };
    }
    if (signal?.aborted) return { ok: false, error: new ApiError({ kind: 'aborted', message: MSG_REQUEST_ABORTED }) };
    runInAction(() => {
      apply?.(value);
      this.succeed();
    });
    return { ok: true, value };
  }
}
