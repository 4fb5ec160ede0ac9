import { expect, type Page, test } from '@playwright/test';

import { PASSWORD, signUpByRequest } from './helpers';

// The webServer seeds promo code WELCOME50 (50 credits) through E2E_PROMO_CODES (playwright.config.ts).
const PROMO = 'WELCOME50';

async function openPacks(page: Page) {
  await page.getByTestId('buy-card').click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Credit Pack' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function checkoutStarter(page: Page, outcome: RegExp) {
  const dialog = await openPacks(page);
  await dialog.getByRole('button', { name: 'Buy Starter' }).click();
  await page.waitForURL(/\/test-checkout\//);
  await page.getByRole('button', { name: outcome }).click();
  // The return hash (#thankyou, #declined, …) opens a dialog and is then cleared.
  await page.waitForURL((url) => url.pathname === '/billing' && url.hash === '');
}

test('a visitor opening /billing lands on the login modal', async ({ page }) => {
  await page.goto('/billing');
  await page.waitForURL((url) => url.pathname === '/' && url.hash === '#login');
  await expect(page.getByTestId('login-modal')).toBeVisible();
});

async function signInThroughModal(page: Page, email: string) {
  const modal = page.getByTestId('login-modal');
  await expect(modal).toBeVisible();
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign in' }).click();
}

test('signing in from /billing returns there', async ({ page }) => {
  const email = await signUpByRequest(page);
  await page.context().clearCookies();
  await page.goto('/billing');
  // The page that asked rides along in ?next= (lib/config/return-path.ts).
  await page.waitForURL(
    (url) => url.pathname === '/' && url.hash === '#login' && url.searchParams.get('next') === '/billing',
  );
  await signInThroughModal(page, email);
  await page.waitForURL((url) => url.pathname === '/billing');
  await expect(page.getByTestId('billing-balance')).toBeVisible();
});

test('an off-site return path is ignored: sign-in lands on the studio', async ({ page }) => {
  const email = await signUpByRequest(page);
  await page.context().clearCookies();
  await page.goto(`/?next=${encodeURIComponent('//evil.example/billing')}#login`);
  await signInThroughModal(page, email);
  await page.waitForURL((url) => url.pathname === '/creator-studio');
  expect(new URL(page.url()).host).not.toContain('evil.example');
});

/**
 * A character remixed from the Astro example and a set of 4 stickers drawn from it, through the API:
 * a sticker set's charges are one history row whose disclosure shows each sticker's part.
 */
async function drawStickerSet(page: Page) {
  const made = await page.request.post('/v1/characters', {
    data: { name: 'Bill Astro', templateReference: 'example-astro', isRemix: true },
  });
  expect(made.status()).toBe(201);
  const character = (await made.json()).data.result.reference as string;
  const statusOf = async (path: string) => (await (await page.request.get(path)).json()).data;
  await expect
    .poll(async () => (await statusOf(`/v1/characters/${character}`)).result.status, {
      timeout: 60_000,
      intervals: [250],
    })
    .toBe('CREATED');
  const set = await page.request.post('/v1/stickers', {
    data: {
      characterReferences: [character],
      stickerCount: 4,
      descriptions: ['Wave', 'Jump', 'Laugh', 'Sleep'].map((n) => ({
        name: n,
        labelText: n,
        description: n,
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'A sunny park',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(set.status(), await set.text()).toBe(201);
  await expect
    .poll(async () => (await statusOf('/v1/stickers?status=CREATED&limit=10')).items.length, {
      timeout: 90_000,
      intervals: [500],
    })
    .toBe(4);
}

test('card purchase, declined payment and promo code all move the balance everywhere', async ({ page }) => {
  test.setTimeout(240_000); // it ends by drawing a sticker set for the grouped history
  await signUpByRequest(page);
  await page.goto('/billing');
  await expect(page.getByTestId('billing-balance')).toHaveText('0');
  await expect(page.getByText('No credit history found.')).toBeVisible();
  await expect(page.getByTestId('user-code')).toHaveText(/^[A-Z0-9]{4,}$/);
  // No Telegram bot on this server: Buy with Stars says what it needs and offers the card instead of
  // a deep link to a bot that would never answer.
  const stars = page.getByTestId('buy-stars');
  await expect(stars).not.toHaveAttribute('href', /.*/);
  await stars.click();
  await expect(page.getByTestId('stars-unavailable')).toContainText('needs our Telegram bot');
  await expect(page.getByTestId('stars-pay-card')).toBeVisible();
  await stars.click();
  await expect(page.getByTestId('stars-unavailable')).toBeHidden();

  // Pay: success dialog, balance 500 in the card and in the header chip, the purchase in history.
  await checkoutStarter(page, /^Pay/);
  const success = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(success).toBeVisible();
  await expect(success.getByRole('link', { name: 'Start Creating' })).toHaveAttribute(
    'href',
    '/creator-studio',
  );
  await expect(page.getByTestId('credit-chip')).toHaveText('500');
  await success.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('billing-balance')).toHaveText('500');
  const purchase = page.getByTestId('history-row').filter({ hasText: 'Purchase' });
  await expect(purchase).toHaveCount(1);
  await expect(purchase).toContainText('$4.99');
  await expect(purchase.getByTestId('history-credits')).toHaveText('+500');

  // Decline: declined dialog; Try Again reopens the pack dialog; nothing was charged.
  await checkoutStarter(page, /^Decline/);
  const declined = page.getByRole('dialog', { name: 'Payment Declined' });
  await expect(declined).toBeVisible();
  await declined.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose a Credit Pack' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden'); // scroll locked
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('billing-balance')).toHaveText('500');

  // Pending: the processing dialog asks to keep the page open and offers the support mail link.
  await checkoutStarter(page, /^Pending/);
  const waiting = page.getByRole('dialog', { name: 'Payment Processing' });
  await expect(waiting).toContainText('do not close this page');
  await expect(waiting.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
  await waiting.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('billing-balance')).toHaveText('500');

  // Promo code: validation, redemption (balance applied at once), then a second try is refused.
  const input = page.getByRole('textbox', { name: 'Promo code' });
  const apply = page.getByTestId('promo-apply');
  await expect(apply).toBeDisabled();
  await input.fill('   ');
  await apply.click();
  await expect(page.getByTestId('promo-message')).toHaveText('Please enter a promo code.');
  await input.fill(PROMO.toLowerCase());
  await expect(page.getByTestId('promo-message')).toHaveCount(0); // typing clears the error
  await apply.click();
  await expect(page.getByTestId('promo-message')).toHaveText('Promo code applied! 50 credits added.');
  await expect(page.getByTestId('billing-balance')).toHaveText('550');
  await expect(page.getByTestId('credit-chip')).toHaveText('550');
  await expect(
    page.getByTestId('history-row').filter({ hasText: 'Promo code' }).getByTestId('history-credits'),
  ).toHaveText('+50');
  await input.fill(PROMO);
  await apply.click();
  await expect(page.getByTestId('promo-message')).toHaveText('Invalid or expired promo code.');
  await expect(page.getByTestId('billing-balance')).toHaveText('550');
  // The refusal clears itself after 5 s: meanwhile a sticker set is drawn for the grouped history.
  await Promise.all([
    expect(page.getByTestId('promo-message')).toHaveCount(0, { timeout: 8_000 }),
    drawStickerSet(page),
  ]);
  await page.reload();
  const group = page.getByTestId('history-group');
  await expect(group).toHaveCount(1);
  const toggle = group.getByTestId('history-group-toggle');
  const parts = page.getByTestId('history-group-parts');
  expect(await toggle.getAttribute('aria-controls')).toBe(await parts.getAttribute('id'));
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(parts).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(parts.getByTestId('history-part')).toHaveCount(4);
  await expect(parts.getByTestId('history-part').first()).toBeVisible();
  await toggle.press('Enter'); // and closes again from the keyboard
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(parts).toBeHidden();
});

test('landing pricing: visitors get sign-up, signed-in users the pack dialog on that plan', async ({
  page,
}) => {
  await page.goto('/#pricing');
  const pricing = page.getByTestId('pricing-section');
  await expect(pricing.getByTestId('plan-standard')).toContainText('Most Popular');
  await expect(pricing.getByTestId('credit-costs')).toContainText('Create a character');
  await pricing.getByRole('button', { name: 'Choose Pro' }).click();
  await expect(page.getByTestId('signup-modal')).toBeVisible();

  await page.goto('about:blank');
  await signUpByRequest(page);
  await page.goto('/#pricing');
  await page.getByTestId('pricing-section').getByRole('button', { name: 'Choose Pro' }).click();
  await page.waitForURL((url) => url.pathname === '/billing' && url.search === '');
  const dialog = page.getByRole('dialog', { name: 'Choose a Credit Pack' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('plan-pro')).toHaveAttribute('data-highlighted', 'true');
});
