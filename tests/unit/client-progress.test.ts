import { describe, expect, it } from 'vitest';
import { itemProgress, nextSimulatedProgress, progressForElapsed } from '@/lib/client/progress';

const at = (seconds: number) => seconds * 1000;

describe('progress curve', () => {
  it('rises to 60% over the first 60 s', () => {
    expect(progressForElapsed(0)).toBe(0);
    expect(progressForElapsed(at(30))).toBe(30);
    expect(progressForElapsed(at(60))).toBe(60);
  });

  it('goes from 60 to 99 by 90 s and is capped at 99', () => {
    expect(progressForElapsed(at(75))).toBeCloseTo(79.5, 5);
    expect(progressForElapsed(at(90))).toBe(99);
    expect(progressForElapsed(at(600))).toBe(99);
  });

  it('treats a createdAt in the future (clock skew) as just started', () => {
    expect(progressForElapsed(-5000)).toBe(0);
  });
});

describe('itemProgress', () => {
  const created = '2025-01-01T00:00:00.000Z';
  const t0 = Date.parse(created);

  it('derives in-progress items from createdAt', () => {
    expect(itemProgress({ status: 'PENDING', createdAt: created }, t0 + at(45))).toBe(45);
    expect(itemProgress({ status: 'PROCESSING', createdAt: created }, t0 + at(120))).toBe(99);
  });

  it('keeps the server snapshot when it is ahead, and 100 once CREATED', () => {
    expect(itemProgress({ status: 'PROCESSING', createdAt: created, progress: 90 }, t0 + at(10))).toBe(90);
    expect(itemProgress({ status: 'CREATED', createdAt: created }, t0 + at(1))).toBe(100);
  });
});

describe('nextSimulatedProgress (create page bar, 200 ms ticks)', () => {
  it('follows the curve and never moves back', () => {
    expect(nextSimulatedProgress(0, at(10))).toBe(10);
    expect(nextSimulatedProgress(50, at(10))).toBe(50);
  });

  it('is at least 60 after 60 s and below 100 until CREATED', () => {
    expect(nextSimulatedProgress(0, at(61))).toBeGreaterThanOrEqual(60);
    let p = 0;
    for (let ms = 0; ms <= at(300); ms += 200) p = nextSimulatedProgress(p, ms);
    expect(p).toBe(99);
  });
});
