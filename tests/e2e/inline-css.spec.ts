import { expect, test } from '@playwright/test';

// Public pages carry their stylesheets in their HTML (components/layout/inline-styles.tsx): no
// render-blocking <link>, the CSS written once (not again in the RSC data), nothing of the islands' or
// the studio's sheet; client navigations still style the next page. (Next still hints a preload of
// the same files, which blocks nothing.)
test('public pages inline their own CSS once and fetch no stylesheet to paint', async ({ page, request }) => {
  for (const path of ['/', '/ja', '/terms', '/explore']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...html.matchAll(/<style data-precedence="next"[^>]*>(.*?)<\/style>/gs)];
    expect(styles.length, path).toBe(1);
    const css = styles[0]?.[1] ?? '';
    expect(css.length, path).toBeGreaterThan(20_000);
    expect(html.split(css.slice(0, 400)).length - 1, `${path}: CSS written twice`).toBe(1);
    expect(css, path).not.toContain('animate-in'); // dialogs' animations: the islands' sheet
  }
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const header = page.locator('header').first();
  expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('sticky');
  await page
    .getByRole('link', { name: /explore|see stickers/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/explore/);
  await expect(page.getByTestId('explore-grid-stickers')).toBeVisible();
  expect(await page.getByTestId('explore-grid-stickers').evaluate((g) => getComputedStyle(g).display)).toBe(
    'grid',
  );
});

// The islands' sheet (components/layout/with-island-styles.ts) comes with an island's code: a visitor
// who opens nothing fetches no stylesheet beyond the ones the HTML already holds, and the first menu
// opened arrives styled.
test('the islands’ sheet loads with the first island, not before', async ({ page }) => {
  const sheets: string[] = [];
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (pathname.endsWith('.css')) sheets.push(pathname);
  });
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inlined = (
    await page
      .locator('style[data-precedence="next"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-href') ?? ''))
  ).flatMap((hrefs) => hrefs.split(' '));
  expect(inlined.length).toBeGreaterThan(0);
  await page.waitForTimeout(2_000); // nobody touches the page
  expect(sheets.filter((s) => !inlined.includes(s))).toEqual([]);

  await page.getByTestId('language-switcher').click();
  const menu = page.getByRole('menu');
  await expect(menu.locator('[data-locale="de"]')).toBeVisible();
  expect(sheets.filter((s) => !inlined.includes(s)).length).toBeGreaterThan(0);
  // Styled by the islands' sheet: rounded, above the page, with the popover's background.
  const style = await menu.evaluate((m) => {
    const s = getComputedStyle(m);
    return { radius: s.borderTopLeftRadius, z: s.zIndex, bg: s.backgroundColor };
  });
  expect(style.radius).not.toBe('0px');
  expect(style.z).toBe('50');
  expect(style.bg).not.toBe('rgba(0, 0, 0, 0)');
});
