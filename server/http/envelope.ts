import type { Envelope } from '@shared/api/dto/envelope';
import { FLAG_FAILURE, FLAG_NOT_FOUND, FLAG_OK, FLAG_SESSION_EXPIRED } from '@shared/constants/flags';
import { MSG_LOGIN_TIMEOUT } from '@shared/constants/messages';

/** The product's envelope `{ flag, msg, obj }` (product-spec §5, §8). Every JSON answer goes through these. */
export const MSG_OK = '成功';
export const MSG_NOT_FOUND = '接口不存在';
export const MSG_INTERNAL_ERROR = '服务器内部错误';

/** A failure carries no payload; the client shows `msg`. */
export interface Failure {
  flag: number;
  msg: string;
}

export function ok<T>(obj: T): Envelope<T> {
  return { flag: FLAG_OK, msg: MSG_OK, obj };
}

/** Generic failure (flag 0) with a Chinese message for the user. */
export function fail(msg: string): Failure {
  return { flag: FLAG_FAILURE, msg };
}

export function sessionExpired(): Failure {
  return { flag: FLAG_SESSION_EXPIRED, msg: MSG_LOGIN_TIMEOUT };
}

export function notFound(): Failure {
  return { flag: FLAG_NOT_FOUND, msg: MSG_NOT_FOUND };
}

export function internalError(): Failure {
  return { flag: FLAG_FAILURE, msg: MSG_INTERNAL_ERROR };
}
