import { loadConfig } from '@server/config';
import { CONTENT_SECURITY_POLICY, contentSecurityPolicy } from '@server/http/security-headers';
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

  it('an assistant on another host (ASSISTANT_ORIGIN) is allowed for scripts and requests only; none by default', () => {
    const policy = contentSecurityPolicy(loadConfig([], { ASSISTANT_ORIGIN: 'https://assistant.example.com' }).assistantOrigin);
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' 'unsafe-inline' https://assistant.example.com");
    expect(directive('connect-src')).toBe("connect-src 'self' https://assistant.example.com");
    expect(policy.match(/assistant\.example\.com/g)).toHaveLength(2);
    expect(CONTENT_SECURITY_POLICY).not.toContain('example.com');
    expect(loadConfig([], {}).assistantOrigin).toBeUndefined();
  });

  it('ASSISTANT_ORIGIN must be an origin: a path, a wildcard or another scheme would change the policy', () => {
    for (const bad of ['https://assistant.example.com/widget', '*', 'javascript:alert(1)', "https://a.example.com; script-src *", 'assistant.example.com']) {
      expect(() => loadConfig([], { ASSISTANT_ORIGIN: bad }), bad).toThrow(/ASSISTANT_ORIGIN 必须是一个来源/);
    }
  });
});

describe('security headers with an assistant on another host', () => {
  const env = startWithSessionsForFile({ assistantOrigin: 'https://assistant.example.com' });

  it('every answer carries the widened policy', async () => {
    const response = await env.server.app.inject({ method: 'GET', url: '/home', headers: { accept: 'text/html' } });
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy('https://assistant.example.com'));
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline' https://assistant.example.com");
  });
});
