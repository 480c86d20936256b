import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7, uuidv7Time } from './ids';

describe('uuidv7', () => {
  it('is a version 7, variant 10 UUID that carries its time', () => {
    const id = uuidv7(Date.UTC(2026, 10, 23, 9, 30));
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(uuidv7Time(id)).toBe(Date.UTC(2026, 10, 23, 9, 30));
  });

  it('sorts in the order made, even for ids made in the same millisecond', () => {
    const at = Date.UTC(2026, 10, 23, 9, 31);
    const ids = Array.from({ length: 1500 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('orders a later millisecond after an earlier one', () => {
    const a = uuidv7(Date.UTC(2026, 10, 23, 9, 32));
    const b = uuidv7(Date.UTC(2026, 10, 23, 9, 32) + 1);
    expect(a < b).toBe(true);
  });
});
