import { makeAutoObservable } from 'mobx';
import { logout as requestLogout } from '@shared/api/auth-api';
import type { LoginResult } from '@shared/api/dto/auth-dto';
import type { UserInfo } from '@shared/api/dto/user-dto';
import { getUser } from '@shared/api/user-api';
import { MSG_SESSION_NOT_SAVED } from '@shared/constants/messages';
import type { HttpClient } from '@shared/http/http-client';
import { AsyncState } from '@shared/state/async-state';
import type { StoredSession } from '@shared/storage/session-storage';

/**
 * The logged-in session: sessionId and user, both persisted (product-spec §3, §4) so sub-apps on
 * the same origin read the same session. Clearing everything else on logout is the root store's job.
 */
export class SessionStore {
  sessionId: string | null;
  user: UserInfo | null;
  /** the user load after login; its error is rethrown, so the login form shows it */
  readonly loadState = new AsyncState();

  constructor(
    private readonly http: HttpClient,
    private readonly stored: StoredSession,
  ) {
    // corrupted values read as absent (typed storage removes them), so a bad entry means "logged out"
    this.sessionId = stored.readSessionId();
    this.user = stored.readUser();
    makeAutoObservable<SessionStore, 'http' | 'stored'>(this, { http: false, stored: false, loadState: false });
  }

  /** Logged in = a session and a user are both known; a half session counts as logged out. */
  get loggedIn(): boolean {
    return this.sessionId !== null && this.user !== null;
  }

  get hasSessionId(): boolean {
    return this.sessionId !== null;
  }

  /**
   * After a successful login (flag 1): store the sessionId first, then load and store the user.
   * A login the browser refuses to store (storage full or disabled) is not kept at all: every
   * request reads the sessionId from storage, so it would fail as "login timed out" instead.
   */
  async completeLogin(result: LoginResult): Promise<void> {
    if (!this.stored.writeSessionId(result.sessionId)) {
      this.clear();
      throw new Error(MSG_SESSION_NOT_SAVED);
    }
    this.sessionId = result.sessionId;
    let saved = true;
    const loaded = await this.loadState.run(() => getUser(this.http), {
      apply: (user) => {
        saved = this.stored.writeUser(user);
        if (saved) this.user = user;
      },
    });
    if (!loaded.ok) throw loaded.error;
    if (!saved) {
      this.clear();
      throw new Error(MSG_SESSION_NOT_SAVED);
    }
  }

  /** Tells the server; a failure there (already expired, offline) must not keep the user logged in. */
  async logoutOnServer(): Promise<void> {
    try {
      await requestLogout(this.http);
    } catch {
      // the local session is cleared by the caller either way
    }
  }

  /** Forgets user and sessionId together, in memory and in storage. */
  clear(): void {
    this.stored.clear();
    this.sessionId = null;
    this.user = null;
    this.loadState.reset();
  }
}
