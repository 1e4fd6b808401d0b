import { CONTENT_SECURITY_POLICY } from '@server/http/security-headers';
import { describe, expect, it } from 'vitest';
import { startWithSessionsForFile } from './helpers';

describe('security headers on every answer', () => {
  const env = startWithSessionsForFile();

  it.each([
    ['an API answer', '/car/v1/api/user/getUser.json'],
    ['a refused request (no session)', '/car/v1/api/user/getUser.json?noSession'],
    ['an unknown API path', '/car/v1/api/nothing-here.json'],
    ['a page', '/home'],
  ])('%s', async (_name, url) => {
    const withSession = !url.endsWith('?noSession');
    const response = await env.server.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', ...(withSession ? { sessionId: env.operator } : {}) },
    });
    expect(response.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('the policy forbids eval, plugins and framing by other sites', () => {
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'self'");
  });
});
