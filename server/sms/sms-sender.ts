import type { FastifyBaseLogger } from 'fastify';

/** What a code is for; a code sent for one purpose never passes another's check. */
export type SmsPurpose = 'login' | 'verify' | 'bind';

export interface SmsMessage {
  phone: string;
  purpose: SmsPurpose;
  code: string;
  /** seconds the code stays valid */
  expiresIn: number;
}

/**
 * Delivers an SMS code. The platform's real gateway (Aliyun, Tencent Cloud SMS ...) plugs in here;
 * the request's logger is passed so a sender can log with the request id.
 */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

const PURPOSE_NAMES: Record<SmsPurpose, string> = { login: '登录', verify: '身份验证', bind: '绑定手机' };

/**
 * This build's sender: no SMS gateway, the code goes to the server log at `warn`, so it shows with
 * the default LOG_LEVEL. A developer reads it from the server's output, e.g.
 * `npm run serve | grep smsCode` (one JSON line per code: phone, purpose, smsCode, expiresIn).
 */
export const logSmsSender: SmsSender = {
  async send(message, log) {
    log.warn(
      { smsCode: message.code, phone: message.phone, purpose: message.purpose, expiresIn: message.expiresIn },
      `短信验证码（${PURPOSE_NAMES[message.purpose]}）：未接入短信网关，验证码仅写入服务日志`,
    );
  },
};
