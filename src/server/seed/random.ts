// Deterministic generated data, so the demo company looks the same on every first start.
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
export const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

export function isoDateBetween(rng: Rng, from: string, to: string): string {
  const a = Date.parse(from);
  const b = Date.parse(to);
  return new Date(a + Math.floor(rng() * (b - a))).toISOString().slice(0, 10);
}
