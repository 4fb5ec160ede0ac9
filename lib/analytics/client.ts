import {
  type AnalyticsEvent,
  type AnalyticsProps,
  type CreditLevel,
  creditEvents,
  creditLevel,
  feedbackDue,
  returnVisitEvents,
} from './events';
import { resolve } from '@/lib/registry/slots';
import { type AnalyticsSink, posthogSink } from './posthog';

// The one analytics module (docs/product-rules.md: events are captured outside development only). Off by default:
// events go to PostHog only in a production build with NEXT_PUBLIC_POSTHOG_KEY set. Tests (unit and
// e2e) hand in their own sink: registry.override({ analytics }), or window.__stickerfyAnalytics before load.
export type { AnalyticsEvent, AnalyticsProps } from './events';
export type { AnalyticsSink } from './posthog';

const KEYS = {
  anon: 'stickerfy.analytics.anon',
  user: 'stickerfy.analytics.user',
  lastVisit: 'stickerfy.analytics.lastVisit',
  credits: 'stickerfy.analytics.credits',
  feedback: 'stickerfy.analytics.feedback',
  signUp: 'stickerfy.analytics.signUpPending',
} as const;

type TestWindow = { __stickerfyAnalytics?: AnalyticsSink };

declare module '@/lib/registry/slots' {
  interface Slots {
    /** null: no analytics (development, or no NEXT_PUBLIC_POSTHOG_KEY). */
    analytics: AnalyticsSink | null;
  }
}

/** The sinks whose page load has tracked its visit (a new sink is a new page load). */
const visitTracked = new WeakSet<AnalyticsSink>();

/** The production switch: a key, and a production build (never `next dev`). */
export function posthogConfig(env: Record<string, string | undefined> = process.env) {
  const key = env.NEXT_PUBLIC_POSTHOG_KEY?.trim();
  if (!key || env.NODE_ENV !== 'production') return null;
  return { key, host: env.NEXT_PUBLIC_POSTHOG_HOST?.trim() || undefined };
}

/**
 * The live sink, a registry slot (lib/registry/slots.ts) that the build decides rather than a server
 * mode: the e2e page's own sink, else PostHog in a production build with a key, else none.
 */
function sink(): AnalyticsSink | null {
  return resolve('analytics', () => {
    const injected = (globalThis as TestWindow).__stickerfyAnalytics;
    if (injected) return injected;
    const config = posthogConfig({
      NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
      NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
      NODE_ENV: process.env.NODE_ENV,
    });
    return config ? posthogSink(config.key, config.host) : null;
  });
}

function storage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null; // storage disabled: analytics goes on without memory
  }
}

function distinctId(): string {
  const ls = storage('local');
  const user = ls?.getItem(KEYS.user);
  if (user) return user;
  let anon = ls?.getItem(KEYS.anon);
  if (!anon) {
    anon = globalThis.crypto?.randomUUID?.() ?? `anon-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    ls?.setItem(KEYS.anon, anon);
  }
  return anon;
}

export function track(event: AnalyticsEvent, props: AnalyticsProps = {}) {
  const s = sink();
  if (!s) return;
  try {
    s.capture(event, distinctId(), props);
  } catch {
    // never let analytics break the page
  }
}

/** Links the anonymous visitor to the signed-in user (PostHog's $identify). */
export function identify(userId: string) {
  const s = sink();
  const ls = storage('local');
  if (!s || ls?.getItem(KEYS.user) === userId) return;
  const anon = distinctId();
  ls?.setItem(KEYS.user, userId);
  s.capture('$identify', userId, { $anon_distinct_id: anon });
}

/** Product rule (docs/product-rules.md): signing out resets the analytics identity. */
export function resetAnalytics() {
  const ls = storage('local');
  ls?.removeItem(KEYS.user);
  ls?.removeItem(KEYS.anon);
  storage('session')?.removeItem(KEYS.credits);
}

/** Once per page load: return visits after 1 and 7 days (docs/product-rules.md), then remembers this visit. */
export function trackVisit(now = Date.now()) {
  const s = sink();
  if (!s || visitTracked.has(s)) return;
  visitTracked.add(s);
  const ls = storage('local');
  const last = Number(ls?.getItem(KEYS.lastVisit) ?? Number.NaN);
  for (const e of returnVisitEvents(Number.isFinite(last) ? last : null, now)) {
    track(e, { daysSinceLastVisit: Math.floor((now - last) / 86_400_000) });
  }
  ls?.setItem(KEYS.lastVisit, String(now));
}

/** Low and exhausted credits (docs/product-rules.md), once per crossing within a browser session. */
export function observeBalance(balance: number) {
  if (!sink()) return;
  const ss = storage('session');
  const previous = (ss?.getItem(KEYS.credits) as CreditLevel | null) ?? null;
  const events = creditEvents(previous, balance);
  for (const e of events) track(e, { balance });
  ss?.setItem(KEYS.credits, creditLevel(balance));
}

/** The feedback trigger at 20 created stickers (docs/product-rules.md), once per user and browser. */
export function observeCreatedStickers(userId: string, createdStickers: number) {
  if (!sink()) return;
  const ls = storage('local');
  const key = `${KEYS.feedback}.${userId}`;
  if (!feedbackDue(createdStickers, ls?.getItem(key) === '1')) return;
  track('feedback_prompt', { createdStickers });
  ls?.setItem(key, '1');
}

/**
 * Product rule (docs/product-rules.md): "a visitor who becomes signed in counts as sign-up complete". Forms that do not report
 * their own success (Clerk's, hosted mode) mark the sign-up as started; the first signed-in render
 * after that (the header) completes it, once.
 */
export function markSignUpStarted() {
  storage('session')?.setItem(KEYS.signUp, '1');
}

export function completePendingSignUp() {
  const ss = storage('session');
  if (ss?.getItem(KEYS.signUp) !== '1') return;
  ss.removeItem(KEYS.signUp);
  track('sign_up_completed', { via: 'hosted' });
}
