import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-body-read';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not the brackets inside strings, whatever their escapes', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":{"b":[[1]]}}', 3)).toBe(true);
    // Brackets in strings, after an escaped quote, after an escaped backslash.
    expect(nestsDeeperThan('["[[[[", "\\"[[[[", "\\\\", "{{{{"]', 1)).toBe(false);
    expect(nestsDeeperThan('["\\\\", [[]]]', 2)).toBe(true);
    expect(nestsDeeperThan('["a\\\\\\"[[[", 1]', 1)).toBe(false);
  });

  it('leaves a string that never ends to the parser', () => {
    expect(nestsDeeperThan('["[[[[[', 2)).toBe(false);
  });
});
