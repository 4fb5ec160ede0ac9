// The product's analytics events (analytics triggers, docs/product-rules.md) and the pure rules that
// decide when the threshold events fire. No browser APIs here: the rules are unit-tested.
export type AnalyticsEvent =
  | 'signup_funnel_started' // a signed-out visitor chose a plan (pricing, docs/product-rules.md)
  | 'checkout_started' // a signed-in user chose a plan (landing or billing)
  | 'checkout_redirected' // the browser is on its way to the payment provider
  | 'checkout_completed' // back with #thankyou
  | 'checkout_declined' // back with #declined
  | 'checkout_pending' // back with #waiting
  | 'checkout_review' // back with #review
  | 'auth_modal_abandoned' // the login or sign-up modal closed before signing in (docs/product-rules.md)
  | 'sign_up_completed'
  | 'signed_in'
  | 'return_visit' // more than 1 day after the last visit
  | 'weekly_return' // more than 7 days after the last visit
  | 'credits_low' // balance at 10 or fewer
  | 'credits_exhausted' // balance at 0
  | 'feedback_prompt' // 20 or more created stickers
  | 'sticker_creation_failed';

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export const DAY_MS = 24 * 60 * 60 * 1000;
export const LOW_CREDITS = 10;
export const FEEDBACK_AT_STICKERS = 20;

/** Product rule (docs/product-rules.md): a visit more than 1 day after the last is a return visit, more than 7 days a weekly one. */
export function returnVisitEvents(lastVisit: number | null, now: number): AnalyticsEvent[] {
  if (lastVisit === null || !Number.isFinite(lastVisit) || now <= lastVisit) return [];
  const gap = now - lastVisit;
  const events: AnalyticsEvent[] = [];
  if (gap > DAY_MS) events.push('return_visit');
  if (gap > 7 * DAY_MS) events.push('weekly_return');
  return events;
}

export type CreditLevel = 'ok' | 'low' | 'exhausted';

export const creditLevel = (balance: number): CreditLevel =>
  balance <= 0 ? 'exhausted' : balance <= LOW_CREDITS ? 'low' : 'ok';

/**
 * Product rule (docs/product-rules.md): low credits at 10 or fewer, exhausted at 0 — once per crossing, not on every render:
 * only a change of level (from the last one reported) fires.
 */
export function creditEvents(previous: CreditLevel | null, balance: number): AnalyticsEvent[] {
  const level = creditLevel(balance);
  if (level === previous || level === 'ok') return [];
  if (level === 'exhausted')
    return previous === 'low' ? ['credits_exhausted'] : ['credits_low', 'credits_exhausted'];
  return previous === 'exhausted' ? [] : ['credits_low'];
}

/** Product rule (docs/product-rules.md): the feedback trigger at 20 or more created stickers, once per user. */
export const feedbackDue = (createdStickers: number, alreadyAsked: boolean) =>
  !alreadyAsked && createdStickers >= FEEDBACK_AT_STICKERS;
