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
