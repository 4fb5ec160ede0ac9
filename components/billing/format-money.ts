import { formatCurrency } from '@/lib/i18n/numbers';
import { formatCredits } from '@/lib/utils';

// Money display helpers, apart from format.ts so the landing's plan cards do not pull the credit
// history contract (and zod) into its bundle.
export const NO_PRICE = '—';
export const STARS_CURRENCY = 'XTR'; // Telegram Stars (docs/product-rules.md)
export function formatMoney(amount: number, currency: string, locale: string): string {
  if (currency.toUpperCase() === STARS_CURRENCY) return `${formatCredits(amount)} ⭐`;
  try {
    return formatCurrency(amount, currency.toUpperCase(), locale);
  } catch {
    return `${amount} ${currency}`; // not an ISO 4217 code
  }
}

export const formatUsd = (amount: number, locale: string) => formatMoney(amount, 'USD', locale);
