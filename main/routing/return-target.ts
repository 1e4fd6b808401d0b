import { PATHS } from './route-table';

/** The query parameter of /login that names where to go once logged in. */
export const RETURN_PARAM = 'redirect';

/** Any origin works: only used to resolve a candidate and check it stays on it. */
const PROBE_ORIGIN = 'https://shell.invalid';

/** Pages not worth returning to: the login itself, the default landing page, the 404. */
const NOT_RETURNED_TO = new Set<string>([PATHS.login, PATHS.home, PATHS.notFound, PATHS.root]);

/**
 * The address a logged-in user goes back to, or null when it is not a same-origin relative path
 * (absolute URLs, protocol-relative `//host`, `/\host`, `javascript:`... would be an open redirect).
 * Returns the normalised path + query + hash.
 */
export function safeReturnTarget(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//')) return null;
  // browsers treat a backslash like a slash and drop tabs/newlines: `/\evil.com`, `/\t/evil.com`
  if ([...candidate].some((char) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (NOT_RETURNED_TO.has(path)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, remembering the guarded address the visitor was opening (issue 11: back to it after login). */
export function loginPathFor(target: string): string {
  const back = safeReturnTarget(target);
  return back === null ? PATHS.login : `${PATHS.login}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
