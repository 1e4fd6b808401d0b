import type { AccessToken, TokenConfig } from '@shared/api/dto/account-dto';
import type { LoginPageConfig, LoginResult } from '@shared/api/dto/auth-dto';
import { refuseExpiredSession } from '../auth/session-guard';
import type { ServerContext } from '../context';
import type { CustomerRepository } from '../db/customer-repository';
import type { SessionRepository } from '../db/session-repository';
import type { UserRepository } from '../db/user-repository';
import type { AccountServices } from './account-services';
import { createLoginService, type LoginInput, type LoginService } from './login-service';

/** Bearer tokens live 12 hours, not sliding: a third-party page logs in again the next day. */
export const ACCESS_TOKEN_TTL_MS = 12 * 3_600_000;

export interface SignInServiceDeps {
  logins: LoginService;
  sessions: Pick<SessionRepository, 'create' | 'remove'>;
  account: Pick<AccountServices, 'tokens'>;
  users: Pick<UserRepository, 'getUserInfo'>;
  customers: Pick<CustomerRepository, 'findByHost'>;
  sessionTtlMs: number;
  now: () => number;
}

/** A caller the bearer-token guard let through, with the token's end. */
export interface TokenHolder {
  auth: { userId: number };
  expiresAt: number;
}

/**
 * What a successful login turns into: a sliding session for the console (`/oauth`), a fixed-life
 * bearer token for third-party pages (`/oauthToken`), and what such a page reads with its token.
 */
export function createSignInService({ logins, sessions, account, users, customers, sessionTtlMs, now }: SignInServiceDeps) {
  return {
    loginPage(clientIp: string, userName: string | undefined): LoginPageConfig {
      return logins.pageConfig(clientIp, userName);
    },

    async session(input: LoginInput, clientIp: string): Promise<LoginResult> {
      const userId = await logins.authenticate(input, clientIp);
      return { sessionId: sessions.create(userId, now()), expiresIn: sessionTtlMs / 1000 };
    },

    /** Logging out twice, or after expiry, is still a successful logout: the client only wants it gone. */
    signOut(sessionToken: string): null {
      sessions.remove(sessionToken);
      return null;
    },

    async accessToken(input: LoginInput, clientIp: string): Promise<AccessToken> {
      const userId = await logins.authenticate(input, clientIp);
      const accessToken = account.tokens.create(userId, now(), ACCESS_TOKEN_TTL_MS);
      return { accessToken, tokenType: 'Bearer', expiresIn: ACCESS_TOKEN_TTL_MS / 1000 };
    },

    /** The token holder and the branding of the host the page was served from. */
    tokenConfig(holder: TokenHolder, host: string): TokenConfig {
      const user = users.getUserInfo(holder.auth.userId) ?? refuseExpiredSession();
      const branding = customers.findByHost(host);
      return {
        user: { userId: user.userId, userName: user.userName, nickName: user.nickName, userType: user.userType, customerName: user.customerName },
        branding: { title: branding?.title ?? user.customerName, iconUrl: branding?.iconUrl ?? '' },
        tokenExpiresAt: new Date(holder.expiresAt).toISOString(),
      };
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;

/** The sign-in service over the server's repositories: both login families (`/oauth`, `/oauthToken`) use it. */
export function signInServiceFor(ctx: Pick<ServerContext, 'keys' | 'users' | 'account' | 'sessions' | 'customers' | 'config'>): SignInService {
  const now = ctx.config.now;
  return createSignInService({
    logins: createLoginService({ keys: ctx.keys, users: ctx.users, account: ctx.account, now }),
    sessions: ctx.sessions,
    account: ctx.account,
    users: ctx.users,
    customers: ctx.customers,
    sessionTtlMs: ctx.config.sessionTtlMinutes * 60_000,
    now,
  });
}
