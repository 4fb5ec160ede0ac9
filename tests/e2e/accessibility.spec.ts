import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { LOCALES } from '../../lib/config/locales';
import { adminPage, focusRing, privatePackOf, startStickers } from './accessibility-helpers';
import { openSignedIn, signUpViaApi } from './helpers';

// Every page, signed out and signed in, against WCAG 2.1 A and AA (axe-core); then the create-sticker
// form's problems and its Tab order. One account for all the signed-in pages keeps the file fast.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The violations on the page as it is now, one readable line each (rule, count, first nodes). A page
 * without frames is scanned by axe.run in the page itself: the default mode finishes every scan in a
 * new blank page, ~1 s more per scan for the same results, which only frames from other origins need.
 */
async function violations(page: Page, name: string): Promise<string[]> {
  const axe = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(page.frames().length === 1);
  const { violations } = await axe.analyze();
  return violations.map(
    (v) =>
      `${name}: ${v.id} ×${v.nodes.length} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
        .join(' | ')}`,
  );
}

/** Scrolls to the end and back so the sections that load near the viewport are there to scan. */
async function revealAll(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('signed out: the landing (English and Arabic), explore, a public pack page, terms, privacy, COPPA and a 404 have no WCAG A/AA violation', async ({
  page,
}) => {
  const found: string[] = [];
  for (const path of ['/', '/ar', '/explore', '/terms', '/privacy', '/coppa', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    if (path === '/' || path === '/ar') await revealAll(page);
    found.push(...(await violations(page, path)));
  }
  // A public pack page: an example pack, reached as a visitor would, from explore's packs tab. Not
  // simply the first card: other specs publish packs beside this one and may take them down again.
  await page.goto('/explore?tab=sticker-packs');
  await page.locator('[data-testid="explore-pack"][href*="/example-pack-"]').first().click();
  await page.waitForURL('**/explore/sticker-pack/**');
  await expect(page.getByTestId('pack-title')).toBeVisible();
  found.push(...(await violations(page, 'public pack page')));
  expect(found).toEqual([]);
});

test('signed out: the landing in each of the other 18 locales has no WCAG A/AA violation', async ({
  page,
}) => {
  test.setTimeout(180_000); // 18 landings as loaded; the sections that load on scroll are en's and ar's
  const found: string[] = [];
  for (const locale of LOCALES.filter((l) => l !== 'en' && l !== 'ar')) {
    await page.goto(`/${locale}`);
    await expect(page.locator('main')).toBeVisible();
    found.push(...(await violations(page, `/${locale}`)));
  }
  expect(found).toEqual([]);
});

test.describe
  .serial('signed in', () => {
    let page: Page;

    test.beforeAll(async ({ browser }: { browser: Browser }) => {
      page = await (await browser.newContext()).newPage();
      await signUpViaApi(page);
      // Credits for one remixed character (WELCOME50 comes from E2E_PROMO_CODES, playwright.config.ts).
      const promo = await page.request.post('/v1/promo-codes/redeem', { data: { promoCode: 'WELCOME50' } });
      expect(promo.status()).toBe(200);
      const character = await page.request.post('/v1/characters', {
        data: { name: 'Axe Astro', templateReference: 'example-astro', isRemix: true },
      });
      expect(character.status()).toBe(201);
      const reference = (await character.json()).data.result.reference as string;
      await expect
        .poll(
          async () =>
            (await (await page.request.get(`/v1/characters/${reference}`)).json()).data.result.status,
          { timeout: 60_000, intervals: [500, 1_000] },
        )
        .toBe('CREATED');
      // The private pack's stickers are drawn while the tests before its scan run.
      await startStickers(page);
    });

    test.afterAll(async () => {
      await page.context().close();
    });

    /**
     * The violations of signed-in pages: opened side by side in the account's context, so their loads
     * and the waits for the network to settle overlap, then scanned one after the other.
     */
    const scanPages = async (paths: string[]) => {
      const tabs = await Promise.all(
        paths.map(async (path) => {
          const tab = await page.context().newPage();
          await tab.goto(path);
          await expect(tab.getByTestId('header-signed-in')).toBeVisible();
          await tab.waitForLoadState('networkidle');
          return tab;
        }),
      );
      const found: string[] = [];
      for (const [i, tab] of tabs.entries()) {
        found.push(...(await violations(tab, paths[i] as string)));
        await tab.close();
      }
      return found;
    };

    const openCreateSticker = async () => {
      await openSignedIn(page, '/create-sticker');
      await expect(page.getByTestId('style-grid')).toBeVisible();
    };

    test('the studio, create-sticker, create-character, create-pack, billing and account settings have no WCAG A/AA violation', async () => {
      const found = await scanPages([
        '/creator-studio',
        '/create-character',
        '/create-sticker-pack',
        '/billing',
      ]);
      await openCreateSticker();
      found.push(...(await violations(page, '/create-sticker')));
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: 'Account settings' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      found.push(...(await violations(page, 'account settings')));
      // The dialog gives the focus back to the menu's button when it closes.
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('user-menu')).toBeFocused();
      expect(found).toEqual([]);
    });

    test('an empty, then a half-filled create-sticker form marks each field and names the incomplete stickers', async () => {
      await openCreateSticker();
      const problems = page.getByTestId('draft-problems');
      await page.getByTestId('create-stickers').click();
      // Empty: characters first (page order), each section and all four stickers named.
      await expect(page.getByTestId('character-picker').getByRole('button').first()).toBeFocused();
      await expect(page.getByTestId('character-picker')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('style-grid')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('sticker-theme')).toHaveAttribute('aria-invalid', 'true');
      await expect(problems.getByTestId('draft-problem')).toHaveText([
        'Please select a character before creating stickers.',
        'Pick at least one style, or describe your own.',
        'Please provide a theme or context for your stickers.',
        'Sticker 1: name, label text, and description are missing',
        'Sticker 2: name, label text, and description are missing',
        'Sticker 3: name, label text, and description are missing',
        'Sticker 4: name, label text, and description are missing',
      ]);
      await expect(problems).toContainText('7 things to fix before creating');
      await expect(problems).toContainText('4 stickers are incomplete');
      // The marks themselves pass the scan (aria-invalid on the picker, the grid and the fields).
      expect(await violations(page, '/create-sticker with problems')).toEqual([]);
      const name1 = page.locator('#entry-0-name');
      await expect(name1).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`#${await name1.getAttribute('aria-describedby')}`)).toHaveText(
        'Give this sticker a name.',
      );

      // Half-filled: a character, a custom style and a theme; 8 stickers, all complete but two.
      await page.getByTestId('character-option').first().click();
      await page.getByTestId('custom-style').fill('Soft watercolour');
      await page.getByTestId('sticker-theme').fill('Morning coffee');
      await page.getByTestId('sticker-count').selectOption('8');
      const entries = page.getByTestId('sticker-entry');
      for (let i = 0; i < 8; i++) {
        const entry = entries.nth(i);
        if (i !== 4) await entry.getByTestId('entry-name').fill(`Coffee ${i + 1}`);
        if (i !== 4 && i !== 6) await entry.getByTestId('entry-label').fill(`Hi ${i + 1}`);
        if (i !== 4) await entry.getByTestId('entry-description').fill('Waving hello');
      }
      await expect(page.getByTestId('character-picker')).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByTestId('create-stickers').click();
      await expect(problems.getByTestId('draft-problem')).toHaveText([
        'Sticker 5: name, label text, and description are missing',
        'Sticker 7: label text is missing',
      ]);
      await expect(page.locator('#entry-4-name')).toBeFocused();
      await expect(entries.nth(6).getByTestId('entry-label')).toHaveAttribute('aria-invalid', 'true');
      await expect(entries.nth(6).getByTestId('entry-name')).not.toHaveAttribute('aria-invalid', 'true');
      // The summary's button takes the focus to that sticker's missing text.
      await problems.getByRole('button', { name: 'Sticker 7: label text is missing' }).click();
      await expect(entries.nth(6).getByTestId('entry-label')).toBeFocused();
      await page.keyboard.type('Hi 7');
      await expect(problems.getByTestId('draft-problem')).toHaveCount(1);
    });

    test('Tab from the top of /create-sticker reaches Theme in at most 15 stops; the style grid is one stop with arrows inside', async () => {
      await openCreateSticker();
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return `${el?.id ? `#${el.id}` : el?.tagName} ${el?.getAttribute('role') ?? ''} ${el?.textContent?.trim().slice(0, 16) ?? ''}`;
        });
      const tabTo = async (id: string, limit: number) => {
        const stops: string[] = [];
        while (stops.length < limit && !stops.at(-1)?.startsWith(`#${id}`)) {
          await page.keyboard.press('Tab');
          stops.push(await focused());
        }
        return stops;
      };

      // The page's first stop is the skip link; from there the page's own fields come before the header's.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      const fromTop = await tabTo('sticker-theme', 15);
      expect(fromTop.at(-1), fromTop.join('\n')).toMatch(/^#sticker-theme/);
      // The ten style tabs and the hundred style cards are two of them.
      expect(fromTop.filter((s) => / tab /.test(s))).toHaveLength(1);
      expect(fromTop.filter((s) => / option /.test(s))).toHaveLength(1);
      // Straight through the header (nine stops of its own, the skip link first) it is at most 18 stops.
      await page.getByRole('link', { name: 'Skip to content' }).focus();
      const throughHeader = await tabTo('sticker-theme', 17);
      expect(throughHeader.at(-1), throughHeader.join('\n')).toMatch(/^#sticker-theme/);

      // Inside the grid: arrows move (two rows, column by column), End and Home jump, Tab leaves it and
      // Shift+Tab comes back to the card left.
      const options = page.getByTestId('style-grid').getByRole('option');
      await options.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(options.nth(2)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(options.nth(3)).toBeFocused();
      await page.keyboard.press('End');
      await expect(options.last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(options.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('ai-styles')).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(options.nth(1)).toBeFocused();
      // Space picks it: a style not owned yet opens its dialog, whose close gives the focus back.
      await page.keyboard.press('Space');
      await expect(page.getByTestId('style-dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('style-dialog')).toBeHidden();
      await expect(options.nth(1)).toBeFocused();
      // The style tabs: one stop, arrows move and select.
      await page.getByTestId('style-tab-all').focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('style-tab-favourite')).toBeFocused();
      await expect(page.getByTestId('style-tab-favourite')).toHaveAttribute('aria-selected', 'true');
    });

    test('a focused style card, button and link show a ring of at least 2 px at 3:1 or more (WCAG 2.4.7, 2.4.11)', async () => {
      await openCreateSticker();
      await page.keyboard.press('Tab'); // the keyboard's focus: focus() below then shows :focus-visible
      const targets: [string, Locator][] = [
        ['style card', page.getByTestId('style-grid').getByRole('option').first()],
        ['button', page.getByTestId('create-stickers')],
        ['link', page.locator('header a[href]').first()],
      ];
      const seen: string[] = [];
      for (const [name, target] of targets) {
        await target.focus();
        await expect(target).toBeFocused();
        // The ring may fade in (a transition): wait until it is drawn in full.
        await expect.poll(async () => (await focusRing(target)).width).toBeGreaterThanOrEqual(2);
        const ring = await focusRing(target);
        seen.push(`${name}: ${ring.width}px ${ring.color} on ${ring.behind}, ${ring.contrast.toFixed(2)}:1`);
        expect(ring.contrast, seen.join('\n')).toBeGreaterThanOrEqual(3);
      }
    });

    test("the owner's pack page, edit-pack, select-stickers, /create-zootorial and the admin page (as an admin) have no WCAG A/AA violation", async ({
      browser,
      baseURL,
    }) => {
      const reference = await privatePackOf(page);
      const found = await scanPages([
        `/creator-studio/sticker-pack/${reference}`,
        `/edit-sticker-pack/${reference}`,
        `/creator-studio/select-stickers/${reference}`,
        '/create-zootorial',
      ]);
      const admin = await adminPage(browser, baseURL as string);
      await admin.goto('/admin/moderation');
      await expect(admin.getByTestId('moderation-recent')).toBeVisible();
      await admin.waitForLoadState('networkidle');
      found.push(...(await violations(admin, '/admin/moderation')));
      await admin.context().close();
      expect(found).toEqual([]);
    });
  });
