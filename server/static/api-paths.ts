/**
 * Path prefixes that belong to the API (product-spec §7). `/car/v1` and `/car/v4` are API while the
 * shell's own `/car/...` routes are pages, so the test is on whole path segments.
 */
export const API_PREFIXES = ['/oauth', '/oauthToken', '/car/v1', '/car/v4'] as const;

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The request path without its query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}
