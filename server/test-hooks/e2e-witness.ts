import type { CaptchaWitness } from '../captcha/captchas';
import type { App } from '../http/app-types';
import type { SmsSender } from '../sms/sms-sender';

/**
 * End-to-end tests only (`E2E_TEST_HOOKS=1`, set by the Playwright web-server config, never by
 * default): plays the person who reads the captcha image and receives the SMS. The server's own
 * hooks (`captchaWitness`, the pluggable `smsSender`) record into memory, and two routes answer
 * what was recorded. Nothing is logged; off, none of this exists.
 */
export interface E2eWitness {
  captchaWitness: CaptchaWitness;
  smsSender: SmsSender;
  /** the two routes that answer what was recorded */
  registerRoutes(app: App): void;
}

export const E2E_HOOK_PREFIX = '/__e2e__';

export function createE2eWitness(): E2eWitness {
  const captchas = new Map<string, string>();
  const codes = new Map<string, string>();

  const registerRoutes = (app: App) => {
    app.get<{ Params: { captchaKey: string } }>(`${E2E_HOOK_PREFIX}/captcha/:captchaKey`, async (request, reply) => {
      const answer = captchas.get(request.params.captchaKey);
      return answer === undefined ? reply.code(404).send({ msg: '没有这个验证码' }) : { answer };
    });
    app.get<{ Params: { phone: string } }>(`${E2E_HOOK_PREFIX}/sms/:phone`, async (request, reply) => {
      const code = codes.get(request.params.phone);
      return code === undefined ? reply.code(404).send({ msg: '没有发给这个手机号的验证码' }) : { code };
    });
  };

  return {
    registerRoutes,
    captchaWitness: (captchaKey, answer) => {
      captchas.set(captchaKey, answer);
    },
    smsSender: {
      send: async (message) => {
        codes.set(message.phone, message.code);
      },
    },
  };
}
