import { describe, expect, it } from 'vitest';
import { demoPushedAt } from './demo-calendar';

describe('the demo’s push of last month', () => {
  it('is never dated after the moment the demo is built', () => {
    // Built on 1 June at 08:00: May's push was an hour ago, not on 2 June.
    const first = new Date(2026, 5, 1, 8, 0);
    expect(demoPushedAt(2026, 5, first)).toEqual(new Date(2026, 5, 1, 7, 0));
    expect(demoPushedAt(2026, 5, first) < first).toBe(true);
    // Built later in June: on 2 June at 09:30.
    expect(demoPushedAt(2026, 5, new Date(2026, 5, 15, 12, 0))).toEqual(new Date(2026, 5, 2, 9, 30));
  });
});
