/**
 * Open answer streams: a user may have a few at once (two tabs), the server a bounded number, so a
 * client that opens streams in a loop cannot hold every connection.
 */
export const STREAMS_PER_USER = 2;
export const STREAMS_TOTAL = 100;

export const MSG_TOO_MANY_STREAMS_USER = '您同时提问的窗口过多，请等上一个回答结束后再试';
export const MSG_TOO_MANY_STREAMS_SERVER = '助手当前繁忙，请稍后再试';

export function createStreamLimits(perUser = STREAMS_PER_USER, total = STREAMS_TOTAL) {
  const open = new Map<number, number>();
  let all = 0;
  return {
    /** a refusal message, or null when the stream may open (then `release` it exactly once) */
    acquire(userId: number): string | null {
      const mine = open.get(userId) ?? 0;
      if (mine >= perUser) return MSG_TOO_MANY_STREAMS_USER;
      if (all >= total) return MSG_TOO_MANY_STREAMS_SERVER;
      open.set(userId, mine + 1);
      all += 1;
      return null;
    },
    release(userId: number): void {
      const mine = open.get(userId) ?? 0;
      if (mine <= 1) open.delete(userId);
      else open.set(userId, mine - 1);
      all = Math.max(0, all - 1);
    },
  };
}

export type StreamLimits = ReturnType<typeof createStreamLimits>;
