import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClusterRequest } from '@shared/map/cluster-protocol';

/** What the page posted to its clustering worker (the worker itself is not run here). */
const posted: ClusterRequest[] = [];

class RecordingWorker {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage(message: ClusterRequest): void {
    posted.push(message);
  }
}

vi.mock('@shared/map/cluster.worker.ts?worker&inline', () => ({ default: RecordingWorker }));

/** A promise settled from outside, as a page's "my list is in" moment. */
function moment() {
  let settle!: () => void;
  let fail!: (reason: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  return { promise, settle, fail };
}

const flush = () => new Promise((done) => setTimeout(done, 0));
const warmUps = () => posted.filter((message) => message.type === 'warm-up').length;

describe('the clustering worker warm-up', () => {
  beforeEach(() => {
    posted.length = 0;
    // a fresh module each time: the page's one worker and its warm-up are module state
    vi.resetModules();
    vi.stubGlobal('Worker', RecordingWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is asked once, in a task after the map chunk loads, when no map holds it', async () => {
    const { scheduleClusterWarmUp } = await import('@shared/map/cluster-engine');
    scheduleClusterWarmUp();
    expect(warmUps()).toBe(0);
    await flush();
    expect(warmUps()).toBe(1);
    scheduleClusterWarmUp();
    await flush();
    expect(warmUps()).toBe(1);
  });

  it('waits for the moment a map made right after names (its list is in)', async () => {
    const { holdClusterWarmUp, scheduleClusterWarmUp } = await import('@shared/map/cluster-engine');
    const listIn = moment();
    scheduleClusterWarmUp();
    holdClusterWarmUp(listIn.promise);
    await flush();
    await flush();
    expect(warmUps()).toBe(0);
    listIn.settle();
    await flush();
    expect(warmUps()).toBe(1);
  });

  it('is held no longer when the page gave up waiting (left before its list came)', async () => {
    const { holdClusterWarmUp, scheduleClusterWarmUp } = await import('@shared/map/cluster-engine');
    const listIn = moment();
    scheduleClusterWarmUp();
    holdClusterWarmUp(listIn.promise);
    listIn.fail(new Error('left'));
    await flush();
    expect(warmUps()).toBe(1);
  });
});
