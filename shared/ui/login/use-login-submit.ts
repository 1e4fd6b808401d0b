import type { FormInstance } from 'antd';
import { useState } from 'react';
import type { CaptchaAnswer } from '../../api/auth-api';
import type { LoginPageConfig } from '../../api/dto/auth-dto';
import type { HttpClient } from '../../http/http-client';
import { toApiError, type ApiError } from '../../http/api-error';
import { CAPTCHA_FIELD } from './captcha-field';
import { asksForCaptcha, useCaptcha, type CaptchaState } from './use-captcha';

/** Which flag of the login page config says this form needs a captcha. */
export type CaptchaFlag = 'captchaRequired' | 'smsCaptchaRequired';

export interface LoginSubmitOptions {
  http: HttpClient;
  /** the login page config once loaded */
  config: LoginPageConfig | null;
  flag: CaptchaFlag;
  /** the form the captcha answer is typed into: a refusal empties it */
  form: Pick<FormInstance<{ [CAPTCHA_FIELD]?: string }>, 'setFieldValue'>;
}

export interface LoginSubmit {
  captchaNeeded: boolean;
  captcha: CaptchaState;
  submitting: boolean;
  submitError: ApiError | null;
  /**
   * One login try: `attempt` gets the captcha answer when one is asked for; after a refusal the
   * config is asked again (`recheck`) before the message shows.
   */
  submit: (
    typedCaptcha: string | undefined,
    attempt: (answer: CaptchaAnswer | undefined) => Promise<void>,
    recheck: () => Promise<LoginPageConfig | null>,
  ) => Promise<void>;
}

/**
 * The submit and failure handling both login forms share. A captcha field appears when the server
 * asks for one: the login page config says so, or a refused login does (请输入验证码 / a wrong
 * captcha); every refusal draws a new image, as the server burns a captcha once checked, and
 * empties the answer. Failures are kept for the form to show inline with the server's message;
 * nothing else typed is touched.
 */
export function useLoginSubmit({ http, config, flag, form }: LoginSubmitOptions): LoginSubmit {
  const [answerAsked, setAnswerAsked] = useState(false);
  const captchaNeeded = answerAsked || (config?.[flag] ?? false);
  const captcha = useCaptcha(http, captchaNeeded);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<ApiError | null>(null);

  const submit: LoginSubmit['submit'] = async (typedCaptcha, attempt, recheck) => {
    setSubmitting(true);
    setSubmitError(null);
    const answer = captchaNeeded && captcha.captcha ? { captcha: typedCaptcha?.trim() ?? '', captchaKey: captcha.captcha.captchaKey } : undefined;
    try {
      await attempt(answer);
    } catch (failure) {
      const error = toApiError(failure);
      // the config first, so the message, the captcha field and the enabled button come together
      const rechecked = await recheck();
      setSubmitError(error);
      const needed = asksForCaptcha(error) || answerAsked || (rechecked?.[flag] ?? false);
      if (asksForCaptcha(error)) setAnswerAsked(true);
      // the server burnt the captcha it checked: the next try needs a new image and a new answer
      if (needed) {
        form.setFieldValue(CAPTCHA_FIELD, '');
        if (captchaNeeded) captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { captchaNeeded, captcha, submitting, submitError, submit };
}
