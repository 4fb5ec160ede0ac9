import { describe, expect, it } from 'vitest';
import { nextRovingIndex } from '@/components/ui/roving-index';

describe('roving index (one Tab stop, arrows inside)', () => {
  it('moves along a row, stops at the ends, and jumps with Home and End', () => {
    const row = { count: 5 };
    expect(nextRovingIndex(0, 'ArrowRight', row)).toBe(1);
    expect(nextRovingIndex(4, 'ArrowRight', row)).toBe(4);
    expect(nextRovingIndex(0, 'ArrowLeft', row)).toBe(0);
    expect(nextRovingIndex(2, 'ArrowDown', row)).toBe(3);
    expect(nextRovingIndex(2, 'ArrowUp', row)).toBe(1);
    expect(nextRovingIndex(3, 'Home', row)).toBe(0);
    expect(nextRovingIndex(1, 'End', row)).toBe(4);
  });

  it('in right-to-left pages Left moves forward', () => {
    expect(nextRovingIndex(1, 'ArrowLeft', { count: 5, rtl: true })).toBe(2);
    expect(nextRovingIndex(1, 'ArrowRight', { count: 5, rtl: true })).toBe(0);
  });

  it('in two rows filled column by column, left and right move a column, up and down one item', () => {
    const grid = { count: 7, rows: 2 }; // columns: [0,1] [2,3] [4,5] [6]
    expect(nextRovingIndex(0, 'ArrowRight', grid)).toBe(2);
    expect(nextRovingIndex(3, 'ArrowLeft', grid)).toBe(1);
    expect(nextRovingIndex(0, 'ArrowDown', grid)).toBe(1);
    expect(nextRovingIndex(5, 'ArrowRight', grid)).toBe(6); // the short last column
    expect(nextRovingIndex(6, 'ArrowRight', grid)).toBe(6);
  });

  it('wraps when asked (tabs), and lets other keys through', () => {
    expect(nextRovingIndex(9, 'ArrowRight', { count: 10, wrap: true })).toBe(0);
    expect(nextRovingIndex(0, 'ArrowLeft', { count: 10, wrap: true })).toBe(9);
    expect(nextRovingIndex(0, 'Tab', { count: 10 })).toBeNull();
    expect(nextRovingIndex(0, ' ', { count: 10 })).toBeNull();
    expect(nextRovingIndex(0, 'ArrowRight', { count: 0 })).toBeNull();
  });
});
