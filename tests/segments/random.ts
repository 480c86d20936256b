// A small seeded PRNG for the equivalence test: the same seed gives the same rows and segments, so
// a failure can be replayed with SEGMENT_SEED=<seed>.

export interface Random {
  seed: number;
  /** A float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A random-case variant: as is, upper, lower or mixed. */
  recase(s: string): string;
  uuid(): string;
}

/** mulberry32: tiny, fast and good enough for test data. */
export function seededRandom(seed: number): Random {
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
    return items[int(0, items.length - 1)]!;
  };
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    seed,
    next,
    int,
    chance: (p) => next() < p,
    pick,
    recase: (s) => {
      const how = int(0, 3);
      if (how === 1) return s.toUpperCase();
      if (how === 2) return s.toLowerCase();
      if (how === 3) return Array.from(s, (ch) => (next() < 0.5 ? ch.toUpperCase() : ch.toLowerCase())).join('');
      return s;
    },
    // Version 7 layout, random bits: a valid uuid for PostgreSQL and UUID_PATTERN.
    uuid: () => `${hex(8)}-${hex(4)}-7${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`,
  };
}

/** The seed of this run: SEGMENT_SEED when set, else a fixed one so CI is reproducible. */
export function runSeed(): number {
  const fromEnv = Number(process.env.SEGMENT_SEED);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 20240531;
}
