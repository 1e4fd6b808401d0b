import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy the shell and its sub-apps actually work under:
 * - scripts and styles from this origin, plus inline ones: wujie injects each sub-app's scripts and
 *   styles inline into its sandbox (wujie-notes.md), and antd's CSS-in-JS writes inline styles;
 *   no eval (neither wujie nor our code needs it);
 * - images from this origin, data/blob URLs and any https host: map tiles come from a configurable
 *   tile server (AMap, Tianditu, OSM);
 * - workers from blob URLs (rsbuild's inline workers, used for clustering);
 * - frames from this origin and blob URLs (wujie builds each sandbox iframe from a blob URL of the
 *   shell's page), framing only by this origin;
 * - requests, including Server-Sent Events, only to this origin;
 * - an assistant served from another host (`ASSISTANT_ORIGIN`): its origin is added to scripts
 *   (the widget's script and its chunks) and requests (its questions), nowhere else.
 */
export function contentSecurityPolicy(assistantOrigin?: string): string {
  const extra = assistantOrigin ? ` ${assistantOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy without an assistant on another host. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export function securityHeaders(assistantOrigin?: string): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(assistantOrigin),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** onRequest hook: every answer (pages, assets, API, errors) carries the same headers. */
export function securityHeadersHook(assistantOrigin?: string): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const headers = securityHeaders(assistantOrigin);
  return async (_request, reply) => {
    void reply.headers(headers);
  };
}
