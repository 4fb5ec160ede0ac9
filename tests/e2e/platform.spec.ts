import { expect, test } from '@playwright/test';
import { signIn, signUp, signUpViaApi } from './helpers';

test.describe('accounts', () => {
  test('sign up lands on the studio signed in, survives a reload, signs out', async ({ page }) => {
    const email = await signUp(page, { firstName: 'Ada', lastName: 'Lovelace' });
    await expect(page).toHaveURL(/\/creator-studio$/);
    await expect(page.getByTestId('credit-chip')).toHaveText('0');
    await page.reload();
    await expect(page.getByTestId('header-signed-in')).toBeVisible();
    await expect(page.getByTestId('credit-chip')).toHaveText('0');
    await page.getByTestId('user-menu').click();
    await page.getByTestId('sign-out').click();
    await page.waitForURL((u) => u.pathname === '/');
    await expect(page.getByTestId('header-signed-out')).toBeVisible();
    // Signed out for real: the studio sends us back to the login modal.
    await page.goto('/creator-studio');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await signIn(page, email);
    await expect(page.getByTestId('header-signed-in')).toBeVisible();
  });

  test('sign-up errors are clear and keep what was typed', async ({ page }) => {
    await page.goto('/#signup');
    const modal = page.getByTestId('signup-modal');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await expect(modal.getByText('Please enter your first name.')).toBeVisible();
    await expect(modal.getByText('Please accept the Terms of Service and Privacy Policy.')).toBeVisible();
    await modal.getByLabel('First name').fill('Bo');
    await modal.getByLabel('Email').fill('not-an-email');
    await modal.getByLabel('Password', { exact: true }).fill('short');
    await modal.getByRole('button', { name: 'Create account' }).click();
    await expect(modal.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(modal.getByText('Password must be at least 8 characters.')).toBeVisible();
    await expect(modal.getByLabel('First name')).toHaveValue('Bo');
  });

  test('wrong password shows a translated error', async ({ page }) => {
    await page.goto('/#login');
    const modal = page.getByTestId('login-modal');
    await modal.getByLabel('Email').fill('nobody@example.test');
    await modal.getByLabel('Password', { exact: true }).fill('wrongpass1');
    await modal.getByRole('button', { name: 'Sign in' }).click();
    await expect(modal.getByText('Incorrect email or password.')).toBeVisible();
  });
});

test('on a phone the menu opens, shows the balance and closes when it takes you to another page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signUpViaApi(page);
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByRole('dialog');
  await expect(menu).toContainText('Credit balance: 0');
  await menu.getByRole('link', { name: 'Explore' }).click();
  await page.waitForURL('**/explore');
  await expect(menu).toBeHidden();
  // Opened again on the new page, it stays open.
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('hash-driven modals', () => {
  test('#login and #signup open, switch, and closing clears the hash', async ({ page }) => {
    await page.goto('/#login');
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await expect(
      page.getByTestId('login-modal').getByRole('link', { name: 'Contact support' }),
    ).toHaveAttribute('href', /^mailto:/);
    await page.getByTestId('auth-switch').click();
    await expect(page.getByTestId('signup-modal')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#signup');
    await expect(
      page.getByTestId('signup-modal').getByRole('link', { name: 'Terms of Service' }),
    ).toHaveAttribute('href', '/terms');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('signup-modal')).toBeHidden();
    expect(new URL(page.url()).hash).toBe('');
  });

  test('#/sso-callback keeps the login modal open and blocks closing', async ({ page }) => {
    await page.goto('/#/sso-callback');
    const modal = page.getByTestId('login-modal');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  });
});

test.describe('protected pages', () => {
  test('the studio sends visitors home with the login modal', async ({ page }) => {
    await page.goto('/creator-studio');
    await expect(page).toHaveURL(/\/#login$/);
    await expect(page.getByTestId('login-modal')).toBeVisible();
  });

  test('each create page sends visitors where the product rules say', async ({ page }) => {
    // Each carries its own path for the return after sign-in (lib/config/return-path.ts).
    await page.goto('/create-sticker');
    await expect(page).toHaveURL(/\/\?next=%2Fcreate-sticker#login$/); // via /creator-studio
    await expect(page.getByTestId('login-modal')).toBeVisible();
    await page.goto('/create-sticker-pack');
    await expect(page).toHaveURL(/\/\?next=%2Fcreate-sticker-pack#login$/);
    await page.goto('/create-character');
    await expect(page).toHaveURL(/\/\?next=%2Fcreate-character#login$/); // via /creator-studio
  });

  test('the API refuses anonymous calls', async ({ request }) => {
    const res = await request.get('/v1/users/me');
    expect(res.status()).toBe(401);
    expect((await res.json()).errorCode).toBe('UNAUTHENTICATED');
  });
});

test('unknown pages show the not-found page', async ({ page }) => {
  const res = await page.goto('/this/page/does-not-exist');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('not-found').getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByTestId('not-found').getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test.describe('languages', () => {
  test('switching to German and Arabic (right to left)', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByTestId('language-switcher').click();
    await page.locator('[data-locale="de"]').click();
    await page.waitForURL(/\/de$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Turn your photos');
    await page.getByTestId('language-switcher').click();
    await page.locator('[data-locale="ar"]').click();
    await page.waitForURL(/\/ar$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The saved choice wins on the next visit to the unprefixed home page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
  });

  test('first visit follows Accept-Language', async ({ browser }) => {
    const ctx = await browser.newContext({
      locale: 'uk-UA',
      extraHTTPHeaders: { 'Accept-Language': 'uk-UA,uk;q=0.9' },
    });
    const page = await ctx.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/uk$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await ctx.close();
  });
});

test('security headers on every page kind', async ({ request }) => {
  for (const path of ['/', '/de/terms', '/creator-studio', '/v1/health', '/styles/classic.webp']) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    expect(h['content-security-policy'], path).toContain("frame-ancestors 'self'");
    expect(h['content-security-policy'], path).toContain("object-src 'none'");
    expect(h['permissions-policy'], path).toContain('camera=()');
    expect(h['x-content-type-options'], path).toBe('nosniff');
  }
});
