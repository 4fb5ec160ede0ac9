import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

// What tests/e2e/accessibility.spec.ts needs besides its scans: a focus ring measured as drawn, a
// private pack of the signed-in account, and the admin's page.

/** The focus indicator of an element as drawn now: its thickness, and its contrast with what is behind it. */
export async function focusRing(target: Locator) {
  return target.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    // Any CSS colour (oklch included) to sRGB through the canvas, over an opaque backdrop.
    const rgb = (color: string, under = [255, 255, 255]) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = `rgb(${under.join(' ')})`;
      ctx.fillRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const alpha = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return ctx.getImageData(0, 0, 1, 1).data[3] ?? 0;
    };
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    let behind = 'rgb(255, 255, 255)';
    for (let n = el.parentElement; n; n = n.parentElement) {
      const bg = getComputedStyle(n).backgroundColor;
      if (alpha(bg) > 0) {
        behind = bg;
        break;
      }
    }
    const back = rgb(behind);
    const cs = getComputedStyle(el);
    let width = 0;
    let color = '';
    if (cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0) {
      width = Number.parseFloat(cs.outlineWidth);
      color = cs.outlineColor;
    }
    // A ring drawn as a box-shadow (Tailwind's ring-*): the widest opaque spread.
    for (const shadow of cs.boxShadow === 'none' ? [] : cs.boxShadow.split(/,(?![^(]*\))/)) {
      const paint = shadow.trim().match(/^((?:[a-z]+\([^)]*\))|#[0-9a-f]+|[a-z]+)\s+(.*)$/i);
      const lengths = (paint?.[2] ?? '').match(/-?[\d.]+px/g) ?? [];
      const spread = Number.parseFloat(lengths[3] ?? '0');
      if (paint?.[1] && alpha(paint[1]) > 0 && spread > width) {
        width = spread;
        color = paint[1];
      }
    }
    const [hi, lo] = [luminance(rgb(color, back)), luminance(back)].sort((a, b) => b - a);
    return { width, color, behind, contrast: ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05) };
  });
}

/** Starts drawing four private stickers of the account's first character (the local renderer). */
export async function startStickers(page: Page) {
  const characters = (await (await page.request.get('/v1/characters')).json()).data.items;
  const made = await page.request.post('/v1/stickers', {
    data: {
      characterReferences: [characters[0].reference],
      stickerCount: 4,
      visibility: 'PRIVATE',
      descriptions: ['Wave', 'Jump', 'Laugh', 'Sleep'].map((n) => ({
        name: n,
        labelText: n,
        description: `${n} happily`,
      })),
      styleDescription: 'Classic cartoon',
      contextDescription: 'A sunny park',
      stickerLabelsLanguage: 'en',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
}

/** A private pack of two of the four stickers startStickers() began, once all four are drawn; its reference. */
export async function privatePackOf(page: Page): Promise<string> {
  let stickers: { reference: string }[] = [];
  await expect
    .poll(
      async () => {
        stickers = (await (await page.request.get('/v1/stickers?status=CREATED&limit=10')).json()).data.items;
        return stickers.length;
      },
      { timeout: 90_000, intervals: [1_000] },
    )
    .toBe(4);
  const pack = await page.request.post('/v1/sticker-packs', {
    data: { name: 'Axe pack', stickerReferences: stickers.slice(0, 2).map((s) => s.reference) },
  });
  expect(pack.status(), await pack.text()).toBe(201);
  return (await pack.json()).data.result.reference as string;
}

/**
 * A page signed in as the admin (ADMIN_EMAILS in playwright.config.ts). tests/e2e/moderation.spec.ts
 * uses the same account: whichever comes first signs it up, the other signs in.
 */
export async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  const data = { email: 'moderator@stickerfy.test', password: PASSWORD, name: 'Mod Test' };
  const headers = { origin: baseURL };
  if ((await admin.request.post('/api/auth/sign-up/email', { data, headers })).status() !== 200)
    expect((await admin.request.post('/api/auth/sign-in/email', { data, headers })).status()).toBe(200);
  return admin;
}
