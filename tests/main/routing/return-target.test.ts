import { loginPathFor, safeReturnTarget } from '@main/routing/return-target';

describe('the address a visitor goes back to after logging in (issue 11)', () => {
  it.each([
    ['/car/alarm', '/car/alarm'],
    ['/car/playback?vehicleId=7&startTime=2026-11-20%2008%3A00%3A00&urlType=blank', '/car/playback?vehicleId=7&startTime=2026-11-20%2008%3A00%3A00&urlType=blank'],
    ['/center/download#top', '/center/download#top'],
  ])('accepts the same-origin path %s', (candidate, expected) => {
    expect(safeReturnTarget(candidate)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/car'],
    ['a protocol-relative URL', '//evil.example/car'],
    ['a backslash the browser reads as a slash', '/\\evil.example/car'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a script URL', 'javascript:alert(1)'],
    ['a relative path without a leading slash', 'car/alarm'],
    ['nothing', null],
    ['an empty string', ''],
    ['the login page itself (a loop)', '/login?redirect=%2Fcar'],
    ['the default landing page', '/home'],
  ])('refuses %s', (_case, candidate) => {
    expect(safeReturnTarget(candidate)).toBeNull();
  });

  it('builds /login with the encoded target, or plain /login when there is nothing safe to return to', () => {
    expect(loginPathFor('/car/alarm?status=0')).toBe('/login?redirect=%2Fcar%2Falarm%3Fstatus%3D0');
    expect(loginPathFor('//evil.example')).toBe('/login');
    expect(loginPathFor('/404')).toBe('/login');
  });
});
