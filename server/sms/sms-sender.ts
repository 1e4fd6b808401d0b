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
 * the request's logger is passed so a sender can log with the request id. A code is a credential
 * (it logs its phone's account in): a sender never logs it.
 */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>;
}

/** The purpose as the text of an SMS says it. */
export const SMS_PURPOSE_NAMES: Record<SmsPurpose, string> = { login: '登录', verify: '身份验证', bind: '绑定手机' };
