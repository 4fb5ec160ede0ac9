import { expect, type Page } from '@playwright/test';

// Shared by the landing specs (the landing of docs/product-rules.md, as a visitor sees it).
export const SECTIONS = [
  'gallery-section',
  'how-it-works',
  'features',
  'styles',
  'pricing',
  'faq',
  'socials',
];

export const topOf = (page: Page, id: string) =>
  page.evaluate((i) => document.getElementById(i)?.getBoundingClientRect().top ?? Number.NaN, id);

export async function scrollSettled(page: Page) {
  await expect
    .poll(async () => {
      const a = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(150);
      return a === (await page.evaluate(() => window.scrollY));
    })
    .toBe(true);
}

/**
 * Where the section's top ends once the page is settled: its data has arrived (no request for
 * 500 ms, so styles and pricing have their final heights) and nothing scrolls any more.
 */
export async function settledTopOf(page: Page, id: string) {
  await page.waitForLoadState('networkidle');
  await scrollSettled(page);
  return topOf(page, id);
}
