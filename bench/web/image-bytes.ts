// Image bytes a page fetches before anyone scrolls: the page loaded in Debian's Chromium with
// Lighthouse's phone or desktop screen, no input, until the network has been quiet for 2 s; every
// image response's bytes on the wire are added up. Lazy images below the fold count only if Chrome's
// own lazy-load distance reached them, which is what a visitor's phone would fetch too.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../../tests/e2e/chromium';
import { SCREENS } from './idle-bytes';

export type ImageBytes = { bytes: number; images: number };

export async function imageBytesBeforeScroll(
  url: string,
  { screen, cookie }: { screen: keyof typeof SCREENS; cookie?: string },
): Promise<ImageBytes> {
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      ...SCREENS[screen],
      ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const images = new Set<string>();
    const total: ImageBytes = { bytes: 0, images: 0 };
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Image') images.add(e.requestId);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (!images.has(e.requestId)) return;
      total.bytes += e.encodedDataLength;
      total.images += 1;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    return { ...total };
  } finally {
    await browser.close();
  }
}
