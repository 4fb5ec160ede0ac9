import { ALLOCATION_TYPES, type AllocationType, type CreditHistoryEntry } from '@/lib/contracts/credits';
import { formatCredits } from '@/lib/utils';

// Pure display helpers for the billing page and the pricing cards (unit-tested).
import { formatMoney, formatUsd, NO_PRICE } from './format-money';

export { formatMoney, formatUsd, NO_PRICE, STARS_CURRENCY } from './format-money';

/** Price column: a dash when the entry has no price (bonus, promo, charges). */
export function formatHistoryPrice(
  e: Pick<CreditHistoryEntry, 'amount' | 'currency' | 'amountUsd'>,
  locale: string,
) {
  if (typeof e.amount === 'number' && e.currency) return formatMoney(e.amount, e.currency, locale);
  if (typeof e.amountUsd === 'number') return formatUsd(e.amountUsd, locale);
  return NO_PRICE;
}

/** '+500' for grants, '-5' for charges (the table colours them green and red). */
export function formatSignedCredits(n: number): string {
  return n > 0 ? `+${formatCredits(n)}` : formatCredits(n);
}

export function allocationTypeKey(type: string): AllocationType | 'unknown' {
  return (ALLOCATION_TYPES as readonly string[]).includes(type) ? (type as AllocationType) : 'unknown';
}

export function formatDateTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function formatDate(iso: string, locale: string): string | undefined {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(d);
}
