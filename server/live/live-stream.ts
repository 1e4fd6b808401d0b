import type { LiveChanges } from '@shared/api/dto/live-dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_MS } from '@shared/constants/time';
import { refuse } from '../http/refusal';

export const MSG_TOO_MANY_STREAMS = '实时连接过多，已改为定时刷新';

/**
 * How the pushed feed behaves. A stream is a long response, so the connection policy's idle timer
 * (30 s without traffic) would cut it: the heartbeat comes well within that.
 */
export const LIVE_STREAM_POLICY = {
  /** how often each stream looks for changes (the simulator moves vehicles every 5 s) */
  tickMs: 2 * SECOND_MS,
  /** a comment line this often, so proxies and the idle timer see traffic */
  heartbeatMs: 15 * SECOND_MS,
  /** streams open at once on this server; beyond it the client polls instead */
  total: 500,
  /** streams one user may hold (a few tabs); beyond it the client polls instead */
  perUser: 4,
} as const;

export interface LiveStreamHub {
  /** streams the changes after `cursor` until the client goes away; refuses beyond the caps */
  open(request: FastifyRequest, reply: FastifyReply, userId: number, cursor: string, read: (cursor: string) => LiveChanges): void;
  /** streams open now */
  size(): number;
  /** ends every stream (server shutdown) */
  closeAll(): void;
}

export function createLiveStreamHub(policy: { tickMs: number; heartbeatMs: number; total: number; perUser: number } = LIVE_STREAM_POLICY): LiveStreamHub {
  const open = new Set<() => void>();
  const perUser = new Map<number, number>();

  return {
    size: () => open.size,
    closeAll() {
      for (const close of [...open]) close();
    },
    open(request, reply, userId, firstCursor, read) {
      const held = perUser.get(userId) ?? 0;
      if (open.size >= policy.total || held >= policy.perUser) refuse(MSG_TOO_MANY_STREAMS);
      perUser.set(userId, held + 1);

      reply.hijack();
      const raw = reply.raw;
      // the headers other hooks set (security headers) go out with the stream's own
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${policy.tickMs * 2}\n\n`);

      let cursor = firstCursor;
      let closed = false;
      const push = () => {
        // a large backlog goes out in several events at once, each cut at the feed's size limit
        for (;;) {
          const changes = read(cursor);
          cursor = changes.cursor;
          if (changes.count > 0) raw.write(`event: changes\ndata: ${JSON.stringify(changes)}\n\n`);
          if (!changes.more || closed) return;
        }
      };
      const pushSafely = () => {
        try {
          push();
        } catch (error) {
          // the client reconnects (or falls back to polling) from the last cursor it received
          request.log.warn({ err: error }, 'live stream read failed');
          close();
        }
      };
      const tick = setInterval(pushSafely, policy.tickMs);
      const heartbeat = setInterval(() => raw.write(': 心跳\n\n'), policy.heartbeatMs);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(tick);
        clearInterval(heartbeat);
        open.delete(close);
        const left = (perUser.get(userId) ?? 1) - 1;
        if (left <= 0) perUser.delete(userId);
        else perUser.set(userId, left);
        raw.end();
      };
      open.add(close);
      raw.on('close', close);
      pushSafely();
    },
  };
}
