import { describe, expect, it } from 'vitest';
import { MADE_AT_MAX_AGE_DAYS, deviceTime } from './write-headers';

describe('the device time of a replayed write (X-Mutation-Made-At)', () => {
  const now = new Date('2026-05-12T10:00:00.000Z');
  it('is taken when it is a time in the past month', () => {
    expect(deviceTime('2026-05-12T07:30:00.000Z', now)?.toISOString()).toBe('2026-05-12T07:30:00.000Z');
    expect(deviceTime('2026-05-12T09:30:00+02:00', now)?.toISOString()).toBe('2026-05-12T07:30:00.000Z');
    expect(deviceTime(now.toISOString(), now)).not.toBeNull();
  });
  it('is ignored in the future, older than the limit, or not a time', () => {
    expect(deviceTime('2026-05-12T10:00:01.000Z', now)).toBeNull();
    expect(deviceTime(new Date(now.getTime() - (MADE_AT_MAX_AGE_DAYS * 86_400_000 + 1)).toISOString(), now)).toBeNull();
    for (const bad of [null, '', 'yesterday', '2026-05-12', '2026-13-40T99:99:99Z', `2026-05-12T07:30:00.000Z${' '.repeat(50)}`])
      expect(deviceTime(bad, now), String(bad)).toBeNull();
  });
});
