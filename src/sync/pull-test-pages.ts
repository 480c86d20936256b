import type { PullAnswer } from '../shared/sync/protocol';

// Pull answers for the engine's tests: car n has version n, and a page ends at its last car.

export const testCar = (n: number) => ({ id: `0190d8a0-0000-7000-8000-${String(n).padStart(12, '0')}`, version: n, brand: 'Audi', plate: `1-ABC-${n}` });

export const carsPage = (cars: ReturnType<typeof testCar>[], more: boolean): PullAnswer => ({
  cursor: cars[cars.length - 1]!.version,
  more,
  scope: 's1',
  reset: false,
  changes: { cars: cars as never },
  removals: [],
});
