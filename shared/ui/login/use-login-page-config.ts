import { useCallback, useEffect, useState } from 'react';
import { getLoginPage } from '../../api/auth-api';
import type { LoginPageConfig } from '../../api/dto/auth-dto';
import type { HttpClient } from '../../http/http-client';
import { toApiError, type ApiError } from '../../http/api-error';

export type LoginPageState = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; config: LoginPageConfig };

/**
 * The login page config (`/oauth/loginPage`): the public key the credentials are encrypted with,
 * and whether a captcha is needed. `recheck(name)` asks again for a name after a refused login, so
 * the form learns that this name (or this client) now needs a captcha; a failed recheck keeps the
 * config it had (the key is still good).
 */
export function useLoginPageConfig(http: HttpClient) {
  const [state, setState] = useState<LoginPageState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    getLoginPage(http).then(
      (config) => {
        if (!cancelled) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error: toApiError(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [http, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  const recheck = useCallback(
    async (username?: string): Promise<LoginPageConfig | null> => {
      try {
        const config = await getLoginPage(http, username ? { username } : {});
        setState({ status: 'ready', config });
        return config;
      } catch {
        return null;
      }
    },
    [http],
  );

  return { state, retry, recheck };
}
