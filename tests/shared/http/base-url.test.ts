import { resolveUrl } from '@shared/http/base-url';

/** Relative paths get the base address; absolute http/https addresses stay (product-spec §7). */
describe('resolveUrl', () => {
  it.each([
    // path, base, expected
    ['/car/v1/api/user/getUser.json', 'https://api.example.com', 'https://api.example.com/car/v1/api/user/getUser.json'],
    ['/car/v1/api/user/getUser.json', 'https://api.example.com/', 'https://api.example.com/car/v1/api/user/getUser.json'],
    ['/a.json', 'https://api.example.com//', 'https://api.example.com/a.json'],
    ['car/a.json', 'https://api.example.com', 'https://api.example.com/car/a.json'],
    ['/a.json', 'https://api.example.com/gateway', 'https://api.example.com/gateway/a.json'],
    ['/a.json?x=1', 'http://10.0.0.2:8080', 'http://10.0.0.2:8080/a.json?x=1'],
    ['/a.json', '', '/a.json'],
    ['/a.json', null, '/a.json'],
    ['/a.json', undefined, '/a.json'],
    ['http://other.example.com/a.json', 'https://api.example.com', 'http://other.example.com/a.json'],
    ['https://other.example.com/a.json', 'https://api.example.com', 'https://other.example.com/a.json'],
    ['HTTPS://other.example.com/a.json', 'https://api.example.com', 'HTTPS://other.example.com/a.json'],
    ['https://other.example.com/a.json', null, 'https://other.example.com/a.json'],
  ])('%s on %s → %s', (path, base, expected) => {
    expect(resolveUrl(path, base)).toBe(expected);
  });
});
