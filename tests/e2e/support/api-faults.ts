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

/** A fault on every API call; the returned function removes it. */
export async function breakEveryApi(page: Page, fault: Fault): Promise<() => Promise<void>> {
  await page.route(isApiUrl, fault);
  return () => page.unroute(isApiUrl, fault);
}

export const answerJson =
  (status: number, body: string): Fault =>
  (route) =>
    route.fulfill({ status, contentType: 'application/json;charset=UTF-8', body });

/** A request the server never answers: only the client's own time-out ends it. */
export const neverAnswer: Fault = () => {};
