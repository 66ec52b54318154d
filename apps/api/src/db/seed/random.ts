/**
 * A small seeded PRNG (mulberry32) for the row generators: faker is seeded too, but it is far too
 * slow to call per row in the 1,000,000-order mode, so faker fills pools once and this picks from
 * them (decision 071).
 */
export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One key of `weights`, in proportion to its weight. */
  weighted<K extends string | number>(weights: WeightTable<K>): K;
  /** `count` distinct items (fewer if the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[];
};

export type WeightTable<K> = {
  readonly keys: readonly K[];
  readonly cumulative: readonly number[];
  readonly total: number;
};

export const SEED = 2026;

/** Mixes a number into a 32-bit seed (a murmur3 finaliser), so neighbouring ids give unrelated streams. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<K extends string | number>(weights: WeightTable<K>): K {
      const target = next() * weights.total;
      for (let i = 0; i < weights.cumulative.length; i += 1) {
        if (target < (weights.cumulative[i] as number)) return weights.keys[i] as K;
      }
      return weights.keys[weights.keys.length - 1] as K;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      if (count >= items.length) return [...items];
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
  };
}

export function weightTable<K extends string | number>(
  entries: readonly (readonly [K, number])[],
): WeightTable<K> {
  let total = 0;
  const cumulative = entries.map(([, weight]) => (total += weight));
  return { keys: entries.map(([key]) => key), cumulative, total };
}
