/**
 * wujie's `fetch` for one sub-app: `window.fetch`, except that an HTTP error status on the app's
 * entry page rejects. wujie reads an entry answering 4xx/5xx as an empty page and caches it for
 * the page's life, so 重试 would show a blank area even after the server recovered; a rejected
 * fetch is reported through `loadError` and never cached. Everything else (the app's scripts,
 * whose errors wujie handles itself, and the app's own calls, which wujie routes through this
 * function too) gets the response as it is.
 */
export function createSubAppFetch(entryUrl: string): (input: RequestInfo, init?: RequestInit) => Promise<Response> {
  return async (input, init) => {
    const response = await window.fetch(input, init);
    const url = typeof input === 'string' ? input : input.url;
    if (!response.ok && url === entryUrl) throw new Error(`子应用入口请求失败（HTTP ${response.status}）：${url}`);
    return response;
  };
}
