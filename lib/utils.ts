import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Product rule (docs/product-rules.md): spaces as thousands separator above 9999. A no-break space: it never wraps, and it is a
 * number separator for the bidi algorithm, so "12 084" does not turn into "084 12" in Arabic.
 */
export function formatCredits(n: number | undefined | null): string {
  if (n === undefined || n === null) return '...';
  if (Math.abs(n) <= 9999) return String(n);
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}

/** `value` as a JSON answer carries it (dates as strings, no undefined fields): what the browser gets from the API. */
export function asSent<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
