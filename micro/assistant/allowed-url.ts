/**
 * Links and images in an answer are shown only when they point at an allowed origin: the page's
 * own and the assistant's static address (product-spec §3 `staticUrl`). Anything else (another
 * host, `javascript:`, `data:`) is rendered as plain text, so an answer can never smuggle a
 * tracking pixel or a phishing link into the console.
 */
export function allowedOrigins(pageOrigin: string, addresses: readonly string[]): Set<string> {
  const origins = new Set([pageOrigin]);
  for (const address of addresses) {
    const url = resolve(address, pageOrigin);
    if (url) origins.add(url.origin);
  }
  return origins;
}

function resolve(address: string, pageOrigin: string): URL | null {
  if (!address) return null;
  try {
    const url = new URL(address, pageOrigin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The absolute address to use, or null when the address is not allowed. */
export function allowedUrl(address: string, pageOrigin: string, origins: ReadonlySet<string>): string | null {
  // protocol-relative and backslash tricks resolve to another host; the origin check catches them
  const url = resolve(address.trim(), pageOrigin);
  return url && origins.has(url.origin) ? url.href : null;
}
