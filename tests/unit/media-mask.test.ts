import { describe, expect, it } from 'vitest';
import { firmAlpha } from '@/lib/media/mask';

describe('firmAlpha', () => {
  it('drops the faint veil, keeps the subject solid and the edge ramp smooth', () => {
    expect(firmAlpha(0)).toBe(0);
    expect(firmAlpha(90)).toBe(0);
    expect(firmAlpha(110)).toBe(0);
    expect(firmAlpha(140)).toBeGreaterThan(100);
    expect(firmAlpha(140)).toBeLessThan(160);
    expect(firmAlpha(170)).toBe(255);
    expect(firmAlpha(255)).toBe(255);
    for (let a = 1; a < 256; a++) expect(firmAlpha(a)).toBeGreaterThanOrEqual(firmAlpha(a - 1));
  });
});
