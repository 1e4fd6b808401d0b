import { createStoredSession } from '@shared/storage/session-storage';
import { createTypedStorage } from '@shared/storage/typed-storage';
import type { UserInfo } from '@shared/api/dto/user-dto';

/** The session every app of the origin shares: sessionId and USER (product-spec §3, §4). */

const user: UserInfo = {
  userId: 42,
  userName: 'fleet01',
  nickName: '车队一',
  userType: 'operator',
  roleId: 3,
  customerId: 9,
  customerName: '深圳车队',
  phone: null,
  chatLogo: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('createStoredSession', () => {
  it('stores sessionId and USER under the main_ prefix and reads them back', () => {
    const session = createStoredSession(createTypedStorage());
    session.writeSessionId('S-1');
    session.writeUser(user);
    expect(JSON.parse(window.localStorage.getItem('main_sessionId') ?? 'null')).toBe('S-1');
    expect(JSON.parse(window.localStorage.getItem('main_USER') ?? 'null')).toEqual(user);
    expect(session.readSessionId()).toBe('S-1');
    expect(session.readUser()).toEqual(user);
    expect(session.readUserId()).toBe(42);
  });

  it('reads nothing when nothing is stored', () => {
    const session = createStoredSession(createTypedStorage());
    expect(session.readSessionId()).toBeNull();
    expect(session.readUser()).toBeNull();
    expect(session.readUserId()).toBeNull();
  });

  it('clears user and sessionId together, and leaves other keys', () => {
    const session = createStoredSession(createTypedStorage());
    session.writeSessionId('S-1');
    session.writeUser(user);
    window.localStorage.setItem('main_themeValue', '"blueTheme"');
    session.clear();
    expect(session.readSessionId()).toBeNull();
    expect(session.readUser()).toBeNull();
    expect(window.localStorage.getItem('main_sessionId')).toBeNull();
    expect(window.localStorage.getItem('main_USER')).toBeNull();
    expect(window.localStorage.getItem('main_themeValue')).toBe('"blueTheme"');
  });

  it.each([
    ['an empty sessionId', 'main_sessionId', '""'],
    ['a numeric sessionId', 'main_sessionId', '12'],
  ])('treats %s as no session', (_name, key, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem(key, raw);
    expect(createStoredSession(createTypedStorage()).readSessionId()).toBeNull();
  });

  it('treats a USER without userId as no user', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.localStorage.setItem('main_USER', JSON.stringify({ ...user, userId: undefined }));
    const session = createStoredSession(createTypedStorage());
    expect(session.readUser()).toBeNull();
    expect(session.readUserId()).toBeNull();
  });
});
