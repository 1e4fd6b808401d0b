import * as z from 'zod/mini';
import { REQUEST_TIMEOUT_MS } from '@shared/constants/limits';
import { MSG_NETWORK_EXCEPTION } from '@shared/constants/messages';
import { ApiError } from '@shared/http/api-error';
import { createHttpClient } from '@shared/http/http-client';
import { requestJsonp } from '@shared/http/jsonp';

/**
 * JSONP GET (product-spec §7: callback parameter jsoncallback, plus timestamp). jsdom does not
 * load scripts, so the test plays the server: it reads the appended script's address and calls
 * the global callback it names, as the server's script would.
 */

const registry = window as unknown as Record<string, unknown>;

function appendedScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll('script'));
}

function theScript(): { script: HTMLScriptElement; url: URL; callbackName: string } {
  const scripts = appendedScripts();
  expect(scripts).toHaveLength(1);
  const script = scripts[0] as HTMLScriptElement;
  const url = new URL(script.src);
  const callbackName = url.searchParams.get('jsoncallback') ?? '';
  expect(callbackName).not.toBe('');
  return { script, url, callbackName };
}

/** What the server's script does: call the named global with the body. */
function answer(callbackName: string, body: unknown): void {
  const callback = registry[callbackName];
  expect(typeof callback).toBe('function');
  (callback as (body: unknown) => void)(body);
}

/** Tracks whether a promise has settled, for time-out checks under fake timers. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; error: unknown } = { settled: false, error: undefined };
  promise.then(
    () => {
      state.settled = true;
    },
    (error: unknown) => {
      state.settled = true;
      state.error = error;
    },
  );
  return state;
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
});

describe('requestJsonp', () => {
  it('appends a script whose address carries the query, jsoncallback and a timestamp', () => {
    void requestJsonp('https://api.example.com/geo.json', new URLSearchParams({ lat: '39.9', lng: '116.4' }), 1000).catch(
      () => undefined,
    );
    const { script, url, callbackName } = theScript();
    expect(script.parentNode).toBe(document.head);
    expect(url.origin + url.pathname).toBe('https://api.example.com/geo.json');
    expect(url.searchParams.get('lat')).toBe('39.9');
    expect(url.searchParams.get('lng')).toBe('116.4');
    expect(url.searchParams.get('timestamp')).toMatch(/^\d+$/);
    expect(typeof registry[callbackName]).toBe('function');
  });

  it('joins its parameters with & when the address already has a query', () => {
    void requestJsonp('https://api.example.com/geo.json?key=k1', new URLSearchParams(), 1000).catch(() => undefined);
    const { url } = theScript();
    expect(url.searchParams.get('key')).toBe('k1');
    expect(url.searchParams.get('jsoncallback')).toMatch(/\S/);
    expect(url.searchParams.get('timestamp')).toMatch(/^\d+$/);
  });

  it('resolves with what the callback receives, then removes the script and the global', async () => {
    const pending = requestJsonp('/geo.json', new URLSearchParams(), 1000);
    const { script, callbackName } = theScript();
    const body = { flag: 1, obj: [{ address: '北京市东城区', index: 0 }] };
    answer(callbackName, body);
    await expect(pending).resolves.toEqual(body);
    expect(script.isConnected).toBe(false);
    expect(appendedScripts()).toHaveLength(0);
    expect(callbackName in registry).toBe(false);
  });

  it('gives concurrent requests their own callbacks', async () => {
    const first = requestJsonp('/a.json', new URLSearchParams(), 1000);
    const second = requestJsonp('/b.json', new URLSearchParams(), 1000);
    const [a, b] = appendedScripts().map((script) => new URL(script.src).searchParams.get('jsoncallback') ?? '');
    expect(a).not.toBe(b);
    answer(b as string, 'second');
    answer(a as string, 'first');
    await expect(first).resolves.toBe('first');
    await expect(second).resolves.toBe('second');
  });

  it('rejects with kind network and 网络异常 when the script fails to load, and cleans up', async () => {
    const pending = requestJsonp('/geo.json', new URLSearchParams(), 1000);
    const { script, callbackName } = theScript();
    script.dispatchEvent(new Event('error'));
    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'network', message: MSG_NETWORK_EXCEPTION });
    expect(script.isConnected).toBe(false);
    expect(callbackName in registry).toBe(false);
  });

  it('rejects with kind timeout when no answer comes within the time-out, and cleans up', async () => {
    vi.useFakeTimers();
    const state = track(requestJsonp('/geo.json', new URLSearchParams(), 500));
    const { script, callbackName } = theScript();
    await vi.advanceTimersByTimeAsync(499);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toBeInstanceOf(ApiError);
    expect(state.error).toMatchObject({ kind: 'timeout' });
    expect(script.isConnected).toBe(false);
    expect(callbackName in registry).toBe(false);
  });

  it('does not time out after it was answered', async () => {
    vi.useFakeTimers();
    const pending = requestJsonp('/geo.json', new URLSearchParams(), 500);
    answer(theScript().callbackName, 'done');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBe('done');
  });
});

describe('the client’s jsonp', () => {
  const client = (onSessionExpired = vi.fn()) =>
    createHttpClient({
      platformId: 8,
      baseUrl: 'https://api.example.com/',
      readSessionId: () => 'S-1',
      readUserId: () => null,
      onSessionExpired,
    });

  it('resolves the base address, sends the query and returns the decoded obj', async () => {
    const pending = client().jsonp('/car/v4/api/address/getGeo.json', z.array(z.string()), { mac: 'm1', ids: [1, 2] });
    const { url, callbackName } = theScript();
    expect(url.origin + url.pathname).toBe('https://api.example.com/car/v4/api/address/getGeo.json');
    expect(url.searchParams.get('mac')).toBe('m1');
    expect(url.searchParams.getAll('ids')).toEqual(['1', '2']);
    answer(callbackName, { flag: 1, obj: ['北京'] });
    await expect(pending).resolves.toEqual(['北京']);
  });

  it('applies the envelope rules: flag 4010 rejects as session-expired and calls onSessionExpired once', async () => {
    const onSessionExpired = vi.fn();
    const pending = client(onSessionExpired).jsonp('/x.json', z.unknown());
    answer(theScript().callbackName, { flag: 4010 });
    await expect(pending).rejects.toMatchObject({ kind: 'session-expired' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('applies the envelope rules: a body without a flag is malformed', async () => {
    const pending = client().jsonp('/x.json', z.unknown());
    answer(theScript().callbackName, { obj: 1 });
    await expect(pending).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('times out after the default 60000 ms (product-spec §9)', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
    vi.useFakeTimers();
    const state = track(client().jsonp('/x.json', z.unknown()));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toMatchObject({ kind: 'timeout' });
  });
});
