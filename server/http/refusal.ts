import { FLAG_FAILURE } from '@shared/constants/flags';

/**
 * The one way a service or route says "no" to a request it understood: a business rule refused it
 * (`最多查看前 10000 条报警，请缩小查询条件`). Services throw it; the server's error handler
 * answers it as the envelope `{ flag, msg }` with HTTP 200, like every failure the user should read.
 * One convention instead of `T | string`, `null` and `{ ok }` unions: a service's return type is
 * always its success, and no caller can forget to check.
 */
export class Refusal extends Error {
  readonly flag: number;

  constructor(message: string, flag: number = FLAG_FAILURE) {
    super(message);
    this.name = 'Refusal';
    this.flag = flag;
  }
}

export function refuse(message: string, flag?: number): never {
  throw new Refusal(message, flag);
}

export function isRefusal(error: unknown): error is Refusal {
  return error instanceof Refusal;
}
