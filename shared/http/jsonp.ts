import { MSG_NETWORK_EXCEPTION, MSG_REQUEST_TIMEOUT } from '../constants/messages';
import { ApiError } from './api-error';

let sequence = 0;

/**
 * JSONP GET (product-spec §7): the callback name goes in `jsoncallback`, plus a timestamp so no
 * cache answers. Resolves with whatever the callback receives; the caller applies the envelope rules.
 */
export function requestJsonp(url: string, params: URLSearchParams, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    sequence += 1;
    const callbackName = `__jsonp_${Date.now()}_${sequence}`;
    const query = new URLSearchParams(params);
    query.set('jsoncallback', callbackName);
    query.set('timestamp', String(Date.now()));
    const script = document.createElement('script');
    const registry = window as unknown as Record<string, unknown>;

    const finish = () => {
      window.clearTimeout(timer);
      Reflect.deleteProperty(registry, callbackName);
      script.remove();
    };
    const timer = window.setTimeout(() => {
      finish();
      reject(new ApiError({ kind: 'timeout', message: MSG_REQUEST_TIMEOUT }));
    }, timeoutMs);

    registry[callbackName] = (body: unknown) => {
      finish();
      resolve(body);
    };
    script.onerror = () => {
      finish();
      reject(new ApiError({ kind: 'network', message: MSG_NETWORK_EXCEPTION }));
    };
    script.src = `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
    document.head.appendChild(script);
  });
}
