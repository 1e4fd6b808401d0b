import { maskSecretsInUrl } from '@server/http/log-redaction';
import { describe, expect, it } from 'vitest';

describe('credentials never reach a log line through a URL', () => {
  it.each([
    ['/car/v1/accelerate/export/download.json?id=3&sessionId=abc123', '/car/v1/accelerate/export/download.json?id=3&sessionId=***'],
    ['/oauthToken/getConfig?accessToken=t0k3n', '/oauthToken/getConfig?accessToken=***'],
    ['/x?SESSIONID=a&keep=1&smsCode=123456', '/x?SESSIONID=***&keep=1&smsCode=***'],
    ['/x?password=p&captcha=abcd&code=9', '/x?password=***&captcha=***&code=***'],
    ['/x?session%49d=abc', '/x?session%49d=***'],
    ['/car/v1/api/user/getUser.json', '/car/v1/api/user/getUser.json'],
    ['/x?keyword=%E7%B2%A4B&pageNum=2', '/x?keyword=%E7%B2%A4B&pageNum=2'],
    ['/x?%E0%A4%A=1', '/x?%E0%A4%A=1'],
  ])('%s → %s', (url, logged) => {
    expect(maskSecretsInUrl(url)).toBe(logged);
  });
});
