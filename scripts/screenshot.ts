// Screenshots of pages at desktop and mobile widths: npx tsx scripts/screenshot.ts <baseUrl> <outDir> <path...>
// Set SHOT_EMAIL / SHOT_PASSWORD to sign in first (through the real login modal).
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';

const [base = 'http://127.0.0.1:3000', outDir = 'bench/out/shots', ...paths] = process.argv.slice(2);
async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  for (const [label, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['mobile', { width: 390, height: 844 }],
  ] as const) {
    const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    if (process.env.SHOT_EMAIL) {
      await page.goto(`${base}/#login`);
      await page.locator('#login-email').fill(process.env.SHOT_EMAIL);
      await page.locator('#login-password').fill(process.env.SHOT_PASSWORD ?? 'sticker123');
      await page.getByTestId('login-form').locator('button[type=submit]').click();
      await page.waitForURL('**/creator-studio', { timeout: 30_000 });
    }
    for (const p of paths.length ? paths : ['/']) {
      await page.goto(`${base}${p}`, { waitUntil: 'load' });
      await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 800));
      const name = `${label}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.SHOT_FULL === '1' });
      console.log(path.join(outDir, name));
    }
    await ctx.close();
  }
  await browser.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
