/**
 * The order queued export jobs run in. Jobs run one at a time, so FIFO let one user's backlog hold
 * everybody else's up (200 jobs from one user made another customer's 5-row export wait minutes).
 * Instead the queue takes turns: between customers first, then between the users of a customer, and
 * each user's own jobs in the order they were asked for. Whoever was served least recently goes first
 * in a round, so a job never waits behind more than one job of any other customer or user.
 */

/** A waiting job as the order needs it. */
export interface QueuedExport {
  id: number;
  userId: number;
  customerId: number;
}

/**
 * When each customer and user last had a job started, as an increasing serial (not a clock: the
 * order must not depend on two jobs starting in the same millisecond). Missing = not since the
 * process started, which goes before any serial.
 */
export interface LastServed {
  customers: ReadonlyMap<number, number>;
  users: ReadonlyMap<number, number>;
}

/** Round k takes the k-th element of each list, lists in the given order. */
function takeTurns<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const rounds = Math.max(0, ...lists.map((list) => list.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const list of lists) {
      const item = list[round];
      if (item !== undefined) out.push(item);
    }
  }
  return out;
}

/**
 * Groups `items` (in id order) by key, the groups ordered by when their key was last served and then
 * by their oldest item. Serving moves a key behind every other, so this cycle stays the order of the
 * later rounds too: taking turns over it is exactly what serving the least recently served would do.
 */
function byTurn<T>(items: readonly T[], keyOf: (item: T) => number, lastServed: ReadonlyMap<number, number>): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  // Map keeps insertion order, i.e. the order of each group's oldest item; the sort is stable
  return [...groups.entries()].sort(([a], [b]) => (lastServed.get(a) ?? 0) - (lastServed.get(b) ?? 0)).map(([, group]) => group);
}

/** The ids of the queued jobs in the order they will run (the first runs next), if nothing else arrives. */
export function fairOrder(queued: readonly QueuedExport[], lastServed: LastServed): number[] {
  const inIdOrder = [...queued].sort((a, b) => a.id - b.id);
  const perCustomer = byTurn(inIdOrder, (job) => job.customerId, lastServed.customers).map((jobs) =>
    takeTurns(byTurn(jobs, (job) => job.userId, lastServed.users)),
  );
  return takeTurns(perCustomer).map((job) => job.id);
}
