import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** SPEC §2: spaces as thousands separator above 9999. */
export function formatCredits(n: number | undefined | null): string {
  if (n === undefined || n === null) return '...';
  if (Math.abs(n) <= 9999) return String(n);
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
