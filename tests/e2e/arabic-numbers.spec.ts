import { expect, type Locator, test } from '@playwright/test';
import { buyStarterCredits, signUpViaApi } from './helpers';

// Polish: in Arabic, numbers, signs and currency codes keep their visual order inside
// right-to-left text ("1,000+" had shown as "+000 1", "US$" as "$US", "-3" as "3-").

/** The element's characters in the order they appear on screen, left to right (by glyph position). */
function visual(el: Locator, keep: RegExp = /[^\s\u200e\u200f\u2066-\u2069]/): Promise<string> {
  return el.evaluate((root, source) => {
    const keepRe = new RegExp(source);
    const chars: { ch: string; x: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.data;
      for (let i = 0; i < text.length; i++) {
        const ch = text[i] as string;
        if (!keepRe.test(ch)) continue;
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const r = range.getBoundingClientRect();
        if (r.width > 0) chars.push({ ch, x: r.left + r.width / 2 });
      }
    }
    return chars
      .sort((a, b) => a.x - b.x)
      .map((c) => c.ch)
      .join('');
  }, keep.source);
}

const LATIN = /[A-Za-z0-9$+\-.,]/;

test('Arabic landing: the hero claims and the prices read in their own order', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await visual(page.getByTestId('stat-users'))).toBe('1,000+');
  expect(await visual(page.getByTestId('stat-stickers'))).toBe('15,000+');
  expect(await visual(page.getByTestId('stat-styles'))).toBe('100+');
  // "from US$ 4.99" in Arabic: the currency code stays "US$" and the amount "4.99".
  expect(await visual(page.getByTestId('hero-price'), LATIN)).toBe('US$4.99');

  await page.locator('#pricing').scrollIntoViewIfNeeded();
  const starter = page.getByTestId('plan-starter');
  await expect(starter).toBeVisible();
  expect(await visual(starter.locator('p').filter({ hasText: '4.99' }).locator('span').first(), LATIN)).toBe(
    'US$4.99',
  );
});

test('Arabic billing: a purchase row shows its price, credits and details in order', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpViaApi(page);
  await buyStarterCredits(page);
  await page.goto('/ar/billing');
  const row = page.getByTestId('history-row').first();
  await expect(row).toBeVisible();
  expect(await visual(row.getByTestId('history-credits'))).toBe('+500');
  expect(await visual(row.locator('td').nth(3), LATIN)).toBe('US$4.99');
  // The details come from the row's code, in Arabic, with the plan's name.
  const details = row.locator('td').nth(2);
  await expect(details).toContainText('حزمة Starter');
  await expect(details).not.toContainText('Starter pack');

  // A charge reads "-N", never "N-" (docs/decisions.md): buy a paid style, then read its row.
  const styles = (await (await page.request.get('/v1/sticker-styles')).json()).data.items as {
    id?: string;
    reference: string;
    isFree: boolean;
    costInCredits: number;
  }[];
  const paid = styles.find((s) => !s.isFree && s.costInCredits > 0 && s.costInCredits < 500);
  expect(paid).toBeDefined();
  const bought = await page.request.post(`/v1/sticker-styles/${paid?.id ?? paid?.reference}/purchase`, {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(bought.status()).toBe(200);
  await page.reload();
  const charge = page.getByTestId('history-row').first();
  await expect(charge.getByTestId('history-credits')).toContainText(String(paid?.costInCredits));
  expect(await visual(charge.getByTestId('history-credits'))).toBe(`-${paid?.costInCredits}`);
});
