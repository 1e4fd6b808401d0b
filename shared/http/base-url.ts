/** Absolute http(s) addresses stay as they are; relative paths get the base address (product-spec §7). */
export function resolveUrl(path: string, baseUrl: string | null | undefined): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = (baseUrl ?? '').replace(/\/+$/, '');
  if (!base) return path;
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}
