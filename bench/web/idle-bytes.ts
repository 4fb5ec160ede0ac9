// Bytes a page has fetched some time after it loaded, with nobody touching it ("total bytes
// ≤ 250 KB before the first interaction"). Lighthouse's total counts only until the network first goes
// quiet, so a page that keeps fetching on a timer (the hero once did) passed it while a phone left on
// the page kept downloading. This loads the page in Debian's Chromium with Lighthouse's phone or
// desktop viewport, sends no input, and adds up every response's bytes on the wire.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/chromium';

/** Lighthouse's mobile screen (Moto G Power) and its desktop preset's. */
export const SCREENS = {
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 },
} as const;

export type IdleBytes = { bytes: number; requests: number };

export async function idleBytes(
  url: string,
  { seconds, screen }: { seconds: number; screen: keyof typeof SCREENS },
): Promise<IdleBytes> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext(SCREENS[screen]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const total: IdleBytes = { bytes: 0, requests: 0 };
    cdp.on('Network.loadingFinished', (e) => {
      total.bytes += e.encodedDataLength;
      total.requests += 1;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    const left = seconds * 1000 - (Date.now() - started);
    if (left > 0) await page.waitForTimeout(left);
    return { ...total };
  } finally {
    await browser.close();
  }
}
