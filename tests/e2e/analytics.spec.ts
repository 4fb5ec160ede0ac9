import { expect, type Page, test } from '@playwright/test';
import { signUp } from './helpers';

// Polish: the analytics call sites, with a fake sink handed in before the app loads (the
// production build sends nothing without NEXT_PUBLIC_POSTHOG_KEY). Events survive full page loads
// in sessionStorage, as one browser tab would send them.
type Captured = { event: string; id: string; props: Record<string, unknown> };

async function installSink(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __stickerfyAnalytics: unknown }).__stickerfyAnalytics = {
      capture(event: string, id: string, props: Record<string, unknown>) {
        const all = JSON.parse(sessionStorage.getItem('__events') ?? '[]');
        all.push({ event, id, props });
        sessionStorage.setItem('__events', JSON.stringify(all));
      },
    };
  });
}
const events = (page: Page): Promise<Captured[]> =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('__events') ?? '[]'));
const names = async (page: Page) => (await events(page)).map((e) => e.event);

test('the checkout and sign-up funnels, credit triggers, return visits and sign-out', async ({ page }) => {
  test.setTimeout(120_000);
  await installSink(page);

  // A visitor picks a plan: the sign-up funnel starts; closing the modal is an abandonment.
  await page.goto('/#pricing');
  await page.getByTestId('plan-starter').getByRole('button').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('signup-modal')).toBeHidden();
  await expect.poll(() => names(page)).toEqual(['signup_funnel_started', 'auth_modal_abandoned']);
  const [funnel, abandoned] = await events(page);
  expect(funnel?.props).toEqual({ plan: 'starter' });
  expect(abandoned?.props).toEqual({ view: 'signup' });
  const anonymous = funnel?.id;

  // Sign-up completes; the visitor becomes the user; a new account has 0 credits.
  await signUp(page);
  await expect
    .poll(() => names(page))
    .toEqual(expect.arrayContaining(['sign_up_completed', '$identify', 'credits_low', 'credits_exhausted']));
  const identified = (await events(page)).find((e) => e.event === '$identify');
  expect(identified?.props.$anon_distinct_id).toBe(anonymous);
  const userId = identified?.id;
  expect(userId).not.toBe(anonymous);

  // Signed in, a plan on the landing records checkout start, then billing sends the browser away.
  await page.goto('/#pricing');
  await page.getByTestId('plan-starter').getByRole('button').click();
  await page.waitForURL('**/billing**');
  await page.getByTestId('pack-dialog').getByTestId('plan-starter').getByRole('button').click();
  await page.waitForURL('**/test-checkout/**');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL('**/billing**');
  await expect(page.getByTestId('credit-chip')).toHaveText('500');
  await expect
    .poll(() => names(page))
    .toEqual(expect.arrayContaining(['checkout_started', 'checkout_redirected', 'checkout_completed']));
  const started = (await events(page)).find((e) => e.event === 'checkout_started');
  expect(started).toMatchObject({ id: userId, props: { plan: 'starter', source: 'landing' } });

  // A visit 8 days after the last one is a return visit and a weekly return.
  await page.evaluate(() =>
    localStorage.setItem('stickerfy.analytics.lastVisit', String(Date.now() - 8 * 24 * 3600 * 1000)),
  );
  await page.reload();
  await expect.poll(() => names(page)).toEqual(expect.arrayContaining(['return_visit', 'weekly_return']));
  expect((await events(page)).find((e) => e.event === 'return_visit')?.props).toEqual({
    daysSinceLastVisit: 8,
  });

  // Signing out resets the identity: the next event is no longer the user's.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.goto('/#pricing');
  await page.getByTestId('plan-pro').getByRole('button').click();
  await expect.poll(async () => (await events(page)).at(-1)?.event).toBe('signup_funnel_started');
  const last = (await events(page)).at(-1);
  expect([last?.id === userId, last?.id === anonymous]).toEqual([false, false]);
});

test('nothing is sent without a sink: the production build has analytics off by default', async ({
  page,
}) => {
  const hosts: string[] = [];
  page.on('request', (r) => hosts.push(new URL(r.url()).host));
  await page.goto('/#pricing');
  await page.getByTestId('plan-starter').getByRole('button').click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();
  expect(hosts.filter((h) => h.includes('posthog'))).toEqual([]);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('stickerfy.analytics'))),
  ).toEqual([]);
});
