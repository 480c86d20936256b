import { describe, expect, it } from 'vitest';
import { plateKey } from './plate-key';

describe('plateKey', () => {
  it('makes one key of a plate however it is written', () => {
    for (const plate of ['1-ABC-123', '1ABC123', '1abc123', ' 1 ABC 123 ', '1-abc 123', '1\tABC-123']) expect(plateKey(plate), plate).toBe('1ABC123');
  });

  it('keeps what is not a space or a dash, and has an empty key for no plate', () => {
    expect(plateKey('1.ABC.123')).toBe('1.ABC.123');
    expect(plateKey('1-ABC-124')).not.toBe(plateKey('1-ABC-123'));
    expect(plateKey(null)).toBe('');
    expect(plateKey(undefined)).toBe('');
  });
});
