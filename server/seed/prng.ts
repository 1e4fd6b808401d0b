/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on
 * every machine, so tests and screenshots can name a plate. Not for anything secret.
 */
export interface Prng {
  /** uniform in [0, 1) */
  next(): number;
  /** integer in [min, max] */
  int(min: number, max: number): number;
  /** uniform in [min, max) */
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** an item with probability proportional to its weight */
  weighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
}

export function createPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted(items, weightOf) {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let point = next() * total;
      for (const item of items) {
        point -= weightOf(item);
        if (point < 0) return item;
      }
      return pick(items);
    },
  };
}
