import { useCallback, useEffect, useState } from 'react';
import { getCaptcha } from '../../api/auth-api';
import type { Captcha } from '../../api/dto/account-dto';
import { MSG_CAPTCHA_MISSING, MSG_CAPTCHA_WRONG } from '../../api/endpoints/auth-endpoints';
import type { HttpClient } from '../../http/http-client';
import { toApiError, type ApiError } from '../../http/api-error';

export interface CaptchaState {
  captcha: Captcha | null;
  loading: boolean;
  error: ApiError | null;
  /** a new image (a captcha is single use: after every refused login, and on click) */
  refresh: () => void;
}

interface Drawn {
  /** which request this answers: only the newest one is shown */
  request: number;
  captcha: Captcha | null;
  error: ApiError | null;
}

/**
 * The captcha image from `/oauth/getCode` while `needed`; nothing is asked before. Each refresh is a
 * new request and only the newest answer is shown, so fast clicks never show an image whose key is
 * not the one the login will send.
 */
export function useCaptcha(http: HttpClient, needed: boolean): CaptchaState {
  const [request, setRequest] = useState(1);
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    if (!needed) return undefined;
    let cancelled = false;
    getCaptcha(http).then(
      (captcha) => {
        if (!cancelled) setDrawn({ request, captcha, error: null });
      },
      (failure: unknown) => {
        if (!cancelled) setDrawn({ request, captcha: null, error: toApiError(failure) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [http, needed, request]);

  const refresh = useCallback(() => setRequest((value) => value + 1), []);
  const current = needed && drawn?.request === request ? drawn : null;
  return { captcha: current?.captcha ?? null, loading: needed && current === null, error: current?.error ?? null, refresh };
}

/** A refused login that says it needs a captcha (missing, wrong or expired): the form shows the field. */
export const asksForCaptcha = (error: ApiError): boolean => error.message === MSG_CAPTCHA_MISSING || error.message === MSG_CAPTCHA_WRONG;
