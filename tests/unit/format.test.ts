import { describe, expect, it } from 'vitest';
import { formatCredits } from '@/lib/utils';

describe('formatCredits', () => {
  it('separates thousands with spaces only above 9999', () => {
    expect(formatCredits(0)).toBe('0');
    expect(formatCredits(9999)).toBe('9999');
    expect(formatCredits(10000)).toBe('10\u00a0000');
    expect(formatCredits(1234567)).toBe('1\u00a0234\u00a0567');
  });
  it("shows '...' while unknown", () => {
    expect(formatCredits(undefined)).toBe('...');
  });
});
