/**
 * This browser's fingerprint for the server's trusted devices: the lower-case hex SHA-256 of its
 * stable traits (no cookie, no storage: it survives clear-all). Null where Web Crypto is missing
 * (a page served over plain http from another host): the check is then skipped, not faked.
 */
export async function deviceFingerprint(): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const traits = [
    navigator.userAgent,
    navigator.language,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    String(navigator.hardwareConcurrency ?? ''),
  ].join('|');
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(traits));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
