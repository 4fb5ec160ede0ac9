import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnalyticsSink,
  completePendingSignUp,
  identify,
  markSignUpStarted,
  observeBalance,
  observeCreatedStickers,
  posthogConfig,
  resetAnalytics,
  track,
  trackVisit,
} from '@/lib/analytics/client';
import { creditEvents, DAY_MS, feedbackDue, returnVisitEvents } from '@/lib/analytics/events';
import { posthogSink } from '@/lib/analytics/posthog';
import { registry } from '@/lib/registry';

class MemoryStorage {
  private m = new Map<string, string>();
  getItem = (k: string) => this.m.get(k) ?? null;
  setItem = (k: string, v: string) => void this.m.set(k, String(v));
  removeItem = (k: string) => void this.m.delete(k);
  get size() {
    return this.m.size;
  }
}

type Captured = { event: string; id: string; props: Record<string, unknown> };
function fakeSink() {
  const events: Captured[] = [];
  const sink: AnalyticsSink = { capture: (event, id, props) => void events.push({ event, id, props }) };
  return { sink, events, names: () => events.map((e) => e.event) };
}

const g = globalThis as { localStorage?: unknown; sessionStorage?: unknown };
beforeEach(() => {
  g.localStorage = new MemoryStorage();
  g.sessionStorage = new MemoryStorage();
});
afterEach(() => {
  registry.reset();
  delete g.localStorage;
  delete g.sessionStorage;
});

describe('analytics rules', () => {
  it('return visits: more than 1 day, weekly after more than 7 days', () => {
    const now = 100 * DAY_MS;
    expect(returnVisitEvents(null, now)).toEqual([]);
    expect(returnVisitEvents(now - DAY_MS, now)).toEqual([]);
    expect(returnVisitEvents(now - DAY_MS - 1, now)).toEqual(['return_visit']);
    expect(returnVisitEvents(now - 7 * DAY_MS, now)).toEqual(['return_visit']);
    expect(returnVisitEvents(now - 7 * DAY_MS - 1, now)).toEqual(['return_visit', 'weekly_return']);
    expect(returnVisitEvents(now + 5, now)).toEqual([]);
  });

  it('credits: low at 10 or fewer, exhausted at 0, once per crossing', () => {
    expect(creditEvents(null, 11)).toEqual([]);
    expect(creditEvents(null, 10)).toEqual(['credits_low']);
    expect(creditEvents('low', 3)).toEqual([]);
    expect(creditEvents('low', 0)).toEqual(['credits_exhausted']);
    expect(creditEvents(null, 0)).toEqual(['credits_low', 'credits_exhausted']);
    expect(creditEvents('exhausted', 5)).toEqual([]);
    expect(creditEvents('ok', 0)).toEqual(['credits_low', 'credits_exhausted']);
  });

  it('feedback at 20 or more created stickers, once', () => {
    expect(feedbackDue(19, false)).toBe(false);
    expect(feedbackDue(20, false)).toBe(true);
    expect(feedbackDue(40, true)).toBe(false);
  });
});

describe('analytics module', () => {
  it('is off by default, never in development, on in production with a key', () => {
    expect(posthogConfig({ NODE_ENV: 'production' })).toBeNull();
    expect(posthogConfig({ NODE_ENV: 'development', NEXT_PUBLIC_POSTHOG_KEY: 'phc_x' })).toBeNull();
    expect(posthogConfig({ NODE_ENV: 'test', NEXT_PUBLIC_POSTHOG_KEY: 'phc_x' })).toBeNull();
    expect(posthogConfig({ NODE_ENV: 'production', NEXT_PUBLIC_POSTHOG_KEY: ' phc_x ' })).toEqual({
      key: 'phc_x',
      host: undefined,
    });
  });

  it('with no sink nothing is sent and nothing is stored', () => {
    registry.override({ analytics: null });
    track('checkout_started');
    trackVisit();
    observeBalance(0);
    observeCreatedStickers('u1', 30);
    expect((g.localStorage as MemoryStorage).size).toBe(0);
    expect((g.sessionStorage as MemoryStorage).size).toBe(0);
  });

  it('identifies the visitor on sign-in and resets the identity on sign-out', () => {
    const f = fakeSink();
    registry.override({ analytics: f.sink });
    track('signup_funnel_started', { plan: 'starter' });
    const anon = f.events[0]?.id;
    identify('user-1');
    identify('user-1'); // once
    track('checkout_started', { plan: 'pro' });
    resetAnalytics();
    track('auth_modal_abandoned');
    expect(f.names()).toEqual([
      'signup_funnel_started',
      '$identify',
      'checkout_started',
      'auth_modal_abandoned',
    ]);
    expect(f.events[1]).toMatchObject({ id: 'user-1', props: { $anon_distinct_id: anon } });
    expect(f.events[2]).toMatchObject({ id: 'user-1', props: { plan: 'pro' } });
    expect(f.events[3]?.id).not.toBe('user-1');
    expect(f.events[3]?.id).not.toBe(anon);
  });

  it('a sign-up through forms that do not report success completes on the first signed-in render', () => {
    const f = fakeSink();
    registry.override({ analytics: f.sink });
    completePendingSignUp(); // a sign-in, not a sign-up: nothing
    markSignUpStarted();
    completePendingSignUp();
    completePendingSignUp(); // once
    expect(f.names()).toEqual(['sign_up_completed']);
  });

  it('tracks a return visit once per load from the last visit it remembers', () => {
    const f = fakeSink();
    registry.override({ analytics: f.sink });
    const now = 1_000 * DAY_MS;
    trackVisit(now); // first visit ever
    registry.override({ analytics: { ...f.sink } }); // a new page load (each load has its own sink)
    trackVisit(now + 8 * DAY_MS);
    trackVisit(now + 20 * DAY_MS); // same load: ignored
    expect(f.names()).toEqual(['return_visit', 'weekly_return']);
    expect(f.events[0]?.props).toEqual({ daysSinceLastVisit: 8 });
  });

  it('low and exhausted credits fire once per crossing; feedback once per user', () => {
    const f = fakeSink();
    registry.override({ analytics: f.sink });
    for (const b of [50, 8, 7, 0, 0, 20, 5]) observeBalance(b);
    for (const n of [19, 20, 25]) observeCreatedStickers('u1', n);
    observeCreatedStickers('u2', 21);
    expect(f.events.map((e) => `${e.event}:${JSON.stringify(e.props)}`)).toEqual([
      'credits_low:{"balance":8}',
      'credits_exhausted:{"balance":0}',
      'credits_low:{"balance":5}',
      'feedback_prompt:{"createdStickers":20}',
      'feedback_prompt:{"createdStickers":21}',
    ]);
  });

  it('a sink that throws never breaks the caller', () => {
    registry.override({
      analytics: {
        capture: () => {
          throw new Error('down');
        },
      },
    });
    expect(() => track('checkout_started')).not.toThrow();
  });
});

describe('PostHog sink', () => {
  it('posts the capture API payload with keepalive, and swallows failures', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      throw new Error('offline');
    }) as unknown as typeof fetch;
    posthogSink('phc_key', 'https://eu.i.posthog.com/', fetchImpl).capture('checkout_completed', 'user-9', {
      plan: 'pro',
    });
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://eu.i.posthog.com/capture/');
    expect(calls[0]?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      api_key: 'phc_key',
      event: 'checkout_completed',
      distinct_id: 'user-9',
      properties: { plan: 'pro' },
    });
  });
});
