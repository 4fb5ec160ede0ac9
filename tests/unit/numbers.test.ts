import { describe, expect, it } from 'vitest';
import { formatCurrency, formatStat, stripIsolates } from '@/lib/i18n/numbers';

const LRI = '\u2066';
const PDI = '\u2069';

describe('numbers in right-to-left text', () => {
  it('hero claims use the locale grouping with the plus after the number', () => {
    expect(formatStat(1000, 'en')).toBe('1,000+');
    expect(formatStat(15000, 'de')).toBe('15.000+');
    expect(formatStat(100, 'ar')).toMatch(/^(100|١٠٠)\+$/);
  });

  it('left-to-right locales get the plain Intl string', () => {
    expect(formatCurrency(4.99, 'USD', 'en')).toBe('$4.99');
    expect(formatCurrency(4.99, 'USD', 'de')).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(4.99),
    );
  });

  it('Arabic isolates the number and the currency code, so neither is reordered', () => {
    const s = formatCurrency(1234.5, 'USD', 'ar');
    const plain = new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1234.5);
    expect(stripIsolates(s)).toBe(stripIsolates(plain));
    const isolated = [...s.matchAll(/\u2066([^\u2069]*)\u2069/g)].map((m) => m[1]);
    expect(isolated).toHaveLength(2);
    expect(isolated).toContain('US$');
    expect(isolated.some((t) => /1.?234.50|١٬?٢٣٤٫٥٠/.test(t ?? ''))).toBe(true);
    expect(s.split(LRI).length).toBe(s.split(PDI).length);
  });
});
