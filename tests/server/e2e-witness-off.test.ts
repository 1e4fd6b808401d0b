import { describe, expect, it } from 'vitest';
import { startWithPublicKeyForFile } from './account-test-kit';

const env = startWithPublicKeyForFile();

describe('without E2E_TEST_HOOKS', () => {
  it('has no e2e routes: captcha answers and SMS codes stay in the server', async () => {
    for (const url of ['/__e2e__/captcha/anything', '/__e2e__/sms/13800138000']) {
      const reply = await env.server.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toMatch(/answer|code"/);
    }
  });
});
