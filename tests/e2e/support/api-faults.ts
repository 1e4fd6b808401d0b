import type { Page, Route } from '@playwright/test';

/** API paths the fault cases break (product-spec §7), as the browser requests them. */
export const API = {
  loginPage: '/oauth/loginPage',
  token: '/oauth/v4/token',
  getUser: '/car/v1/api/user/getUser.json',
  pageVehicles: '/car/v1/api/vehicle/pageVehicle.json',
} as const;

/** Every API call of the product (product-spec §7 prefixes), whatever app makes it. */
const API_PREFIXES = ['/oauth/', '/oauthToken/', '/car/v1/', '/car/v4/'];

export function isApiUrl(url: URL): boolean {
  return API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

/** The product's envelope, as a route's JSON body. */
export function envelope(flag: number, msg?: string, obj?: unknown): string {
  return JSON.stringify({ flag, ...(msg === undefined ? {} : { msg }), ...(obj === undefined ? {} : { obj }) });
}

export type Fault = (route: Route) => Promise<void> | void;

/** A fault on one API path; the returned function removes it (the fault "goes away"). */
export async function breakApi(page: Page, path: string, fault: Fault): Promise<() => Promise<void>> {
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, fault);
  return () => page.unroute(matches, fault);
}

export const answerJson =
  (status: number, body: string): Fault =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json;charset=UTF-8', body });

/** A request the server never answers: only the client's own time-out ends it. */
export const neverAnswer: Fault = () => {};

/** Calls that need a session (the public /oauth/* login calls do not). */
function needsSession(url: URL): boolean {
  return url.pathname.startsWith('/car/v1/') || url.pathname.startsWith('/car/v4/');
}

/**
 * Every call that needs a session answers flag 4010 (it expired on the server), held until `count`
 * calls are waiting and then answered all at once. Returns how many were answered together,
 * and the function that lets calls through to the server again.
 */
export async function expireSessionAtOnce(page: Page, count: number): Promise<{ answered: Promise<number>; heal: () => Promise<void> }> {
  const waiting: Route[] = [];
  let release: (answered: number) => void = () => {};
  const answered = new Promise<number>((resolve) => {
    release = resolve;
  });
  const expired = envelope(4010, '登录超时');
  let released = false;
  const handler = async (route: Route) => {
    if (released) {
      await route.fulfill({ contentType: 'application/json', body: expired });
      return;
    }
    waiting.push(route);
    if (waiting.length < count) return;
    released = true;
    const batch = waiting.splice(0);
    await Promise.all(batch.map((held) => held.fulfill({ contentType: 'application/json', body: expired })));
    release(batch.length);
  };
  await page.route(needsSession, handler);
  return { answered, heal: () => page.unroute(needsSession, handler) };
}
