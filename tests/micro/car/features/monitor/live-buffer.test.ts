import { autorun, observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChanges } from '@shared/api/dto/live-dto';
import { ApiError } from '@shared/http/api-error';
import { LiveBuffer } from '@car/features/monitor/live/live-buffer';
import { readEventStream } from '@car/features/monitor/live/event-stream';
import { LiveFeed, type LiveStatus, type LiveTransport, type StreamEvents } from '@car/features/monitor/live/live-feed';

function changes(cursor: string, vehicleIds: number[], more = false): LiveChanges {
  const n = vehicleIds.length;
  return {
    count: n,
    vehicleId: vehicleIds,
    state: vehicleIds.map(() => 'online' as const),
    lng: vehicleIds.map((id) => 114 + id / 1000),
    lat: vehicleIds.map(() => 22.5),
    speed: vehicleIds.map(() => 40),
    direction: vehicleIds.map(() => 90),
    accOn: vehicleIds.map(() => 1),
    alarm: vehicleIds.map(() => 0),
    fixTime: vehicleIds.map(() => 1),
    reportTime: vehicleIds.map(() => 1),
    stateSince: vehicleIds.map(() => 1),
    cursor,
    more,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the update buffer', () => {
  it('applies every change set that arrived within a tick in one MobX action: observers run once', () => {
    const positions = observable.map<number, number>();
    let renders = 0;
    const dispose = autorun(() => {
      renders += 1;
      [...positions.values()].forEach(() => undefined);
    });
    const buffer = new LiveBuffer({
      tickMs: 1000,
      apply: (batches) => batches.forEach((batch) => batch.vehicleId.forEach((id, i) => positions.set(id, batch.lng[i] as number))),
    });
    buffer.start();
    buffer.push(changes('1-1-0', [1, 2]));
    buffer.push(changes('2-3-0', [3]));
    buffer.push(changes('3-1-0', [1]));
    expect(positions.size).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(renders).toBe(2);
    expect([...positions.keys()].sort()).toEqual([1, 2, 3]);
    expect(positions.get(1)).toBe(114.001);
    vi.advanceTimersByTime(5000);
    expect(renders).toBe(2);
    dispose();
    buffer.stop();
  });

  it('keeps what arrived while stopped and applies it on the next tick after start', () => {
    const seen: string[] = [];
    const buffer = new LiveBuffer({ tickMs: 1000, apply: (batches) => seen.push(...batches.map((batch) => batch.cursor)) });
    buffer.push(changes('1-1-0', [1]));
    vi.advanceTimersByTime(3000);
    expect(seen).toEqual([]);
    buffer.start();
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual(['1-1-0']);
    buffer.stop();
  });

  it('is not an action per change: runInAction is called once per tick', () => {
    const apply = vi.fn();
    const buffer = new LiveBuffer({ tickMs: 500, apply });
    buffer.start();
    for (let i = 0; i < 50; i += 1) buffer.push(changes(`${i}-1-0`, [i]));
    vi.advanceTimersByTime(500);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply.mock.calls[0]?.[0]).toHaveLength(50);
    runInAction(() => undefined);
    buffer.stop();
  });
});

/** A transport driven by the test: the stream fails or stays open; polls answer from a script. */
function scriptedTransport(options: { streamFails: boolean; polls: Map<string, LiveChanges> }) {
  const asked: string[] = [];
  let streamEvents: StreamEvents | null = null;
  const transport: LiveTransport = {
    stream: (cursor, signal, events) => {
      asked.push(`stream ${cursor}`);
      if (options.streamFails) return Promise.reject(new Error('refused'));
      streamEvents = events;
      events.open();
      return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
    },
    poll: (cursor) => {
      asked.push(`poll ${cursor}`);
      const answer = options.polls.get(cursor);
      return answer ? Promise.resolve(answer) : Promise.reject(new Error('network'));
    },
  };
  return { transport, asked, push: (c: LiveChanges) => streamEvents?.changes(c) };
}

describe('the live feed', () => {
  it('streams from the list\'s cursor; paused, it drops the stream; resumed, it catches up from the last cursor', async () => {
    const script = scriptedTransport({ streamFails: false, polls: new Map() });
    const statuses: LiveStatus[] = [];
    const received: string[] = [];
    const feed = new LiveFeed({ transport: script.transport, onChanges: (c) => received.push(c.cursor), onStatus: (s) => statuses.push(s) });
    feed.start('10-1-0');
    await vi.advanceTimersByTimeAsync(0);
    script.push(changes('11-4-0', [4]));
    expect(statuses.at(-1)).toBe('streaming');
    feed.pause();
    expect(statuses.at(-1)).toBe('paused');
    feed.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(script.asked).toEqual(['stream 10-1-0', 'stream 11-4-0']);
    expect(received).toEqual(['11-4-0']);
    feed.stop();
  });

  it('falls back to polling the same cursor when the stream is refused, follows `more` at once, and says when the connection is lost', async () => {
    const polls = new Map([
      ['10-1-0', changes('12-5-0', [5], true)],
      ['12-5-0', changes('13-6-0', [6])],
    ]);
    const script = scriptedTransport({ streamFails: true, polls });
    const statuses: LiveStatus[] = [];
    const received: string[] = [];
    const feed = new LiveFeed({ transport: script.transport, pollMs: 5000, onChanges: (c) => received.push(c.cursor), onStatus: (s) => statuses.push(s) });
    feed.start('10-1-0');
    await vi.advanceTimersByTimeAsync(0);
    expect(script.asked).toEqual(['stream 10-1-0', 'poll 10-1-0', 'poll 12-5-0']);
    expect(received).toEqual(['12-5-0', '13-6-0']);
    expect(statuses.at(-1)).toBe('polling');
    // the next poll (cursor 13-6-0) has no answer: the network is gone
    await vi.advanceTimersByTimeAsync(5000);
    expect(script.asked.at(-1)).toBe('poll 13-6-0');
    expect(statuses.at(-1)).toBe('lost');
    feed.stop();
  });
});

describe('the live feed on an expired session', () => {
  it('stops asking after a 4010 (each further poll would reopen the session dialog) and starts again only with a new cursor', async () => {
    const asked: string[] = [];
    let expired = true;
    const transport: LiveTransport = {
      stream: (cursor) => {
        asked.push(`stream ${cursor}`);
        return Promise.reject(new Error('refused'));
      },
      poll: (cursor) => {
        asked.push(`poll ${cursor}`);
        return expired ? Promise.reject(new ApiError({ kind: 'session-expired', message: '登录超时' })) : Promise.resolve(changes('21-1-0', [1]));
      },
    };
    const statuses: LiveStatus[] = [];
    const feed = new LiveFeed({ transport, pollMs: 5000, onChanges: () => undefined, onStatus: (s) => statuses.push(s) });
    feed.start('10-1-0');
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('expired');
    expect(feed.running).toBe(false);
    // minutes later, and after the shell hid and showed the console: not one request more
    await vi.advanceTimersByTimeAsync(120_000);
    feed.pause();
    feed.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['stream 10-1-0', 'poll 10-1-0']);
    // the next login's list brings a new cursor
    expired = false;
    feed.start('20-1-0');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked.slice(2)).toEqual(['stream 20-1-0', 'poll 20-1-0']);
    expect(statuses.at(-1)).toBe('polling');
    feed.stop();
  });
});

describe('the event-stream reader', () => {
  it('splits events across chunks, skips heartbeats and joins data lines', async () => {
    const encoder = new TextEncoder();
    const chunks = ['retry: 4000\n\n: 心跳\n\nevent: chan', 'ges\ndata: {"a":1}\n\nevent: changes\ndata: {"a":\ndata: 2}\n\n'];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
        controller.close();
      },
    });
    const events: string[] = [];
    await readEventStream(body, (event) => events.push(`${event.event} ${event.data}`));
    expect(events).toEqual(['changes {"a":1}', 'changes {"a":\n2}']);
  });
});
