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
