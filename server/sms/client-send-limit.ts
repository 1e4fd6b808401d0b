import { HOUR_MS } from '@shared/constants/time';

/**
 * How many SMS codes one client (IP address) may ask for in a sliding window, whatever phones it
 * names. The per-phone cool-down and daily cap stop one phone being flooded; this stops one client
 * walking through many phones (SMS bombing, or probing which numbers have accounts).
 *
 * Kept in memory: a restart forgets the counts, which costs at most one extra window of sends and
 * saves a write per request. The map is swept when it grows, so spoofed addresses cannot fill it.
 */
export const SMS_CLIENT_LIMIT = 30;
export const SMS_CLIENT_WINDOW_MS = HOUR_MS;
export const MSG_SMS_CLIENT_LIMIT = '获取验证码过于频繁，请稍后再试';
const SWEEP_AT_CLIENTS = 10_000;

export interface ClientSendLimit {
  /** counts one send for the client; false when the client is over its limit (nothing counted) */
  take(clientIp: string): boolean;
}

export function createClientSendLimit(now: () => number, limit = SMS_CLIENT_LIMIT, windowMs = SMS_CLIENT_WINDOW_MS): ClientSendLimit {
  const sends = new Map<string, number[]>();

  function sweep(since: number): void {
    for (const [ip, times] of sends) if ((times.at(-1) ?? 0) <= since) sends.delete(ip);
  }

  return {
    take(clientIp) {
      const at = now();
      const since = at - windowMs;
      if (sends.size >= SWEEP_AT_CLIENTS) sweep(since);
      const recent = (sends.get(clientIp) ?? []).filter((time) => time > since);
      if (recent.length >= limit) {
        sends.set(clientIp, recent);
        return false;
      }
      recent.push(at);
      sends.set(clientIp, recent);
      return true;
    },
  };
}
