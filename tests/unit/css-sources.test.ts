import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssSourceLists, importClosure, SHEETS, sourcesCss } from '@/scripts/css-source-graph';

// The stylesheets' source lists (app/css-sources/) are generated from the pages' imports: a stale list
// leaves a new component unstyled, or carries the studio's utilities onto public pages.
describe('each stylesheet reads its utilities from its own pages', () => {
  const lists = cssSourceLists();
  const missingFrom = (a: string[], b: string[]) => a.filter((f) => !b.includes(f));

  it('the committed lists are what scripts/build-css-sources.ts writes now', () => {
    for (const name of SHEETS)
      expect(
        fs.readFileSync(`app/css-sources/${name}.css`, 'utf8'),
        'run npx tsx scripts/build-css-sources.ts',
      ).toBe(sourcesCss(name, lists[name]));
  });

  it('the first-paint sheets hold the shell and their pages, nothing of the studio or the islands', () => {
    for (const sheet of [lists.marketing, lists.explore]) {
      expect(sheet).toContain('components/layout/site-header.tsx');
      expect(
        sheet.filter((f) => f.includes('(studio)') || f.startsWith('components/create-sticker/')),
      ).toEqual([]);
      expect(sheet).not.toContain('components/auth/auth-modal.tsx'); // a dialog: the studio's sheet
    }
    expect(lists.marketing).toContain('components/landing/hero-section.tsx');
    expect(lists.marketing).not.toContain('components/explore/explore-cards.tsx');
    expect(lists.explore).toContain('components/explore/explore-cards.tsx');
  });

  it('the one later sheet covers every other (the cascade reason in app/studio.css)', () => {
    expect(missingFrom([...lists.marketing, ...lists.explore], lists.studio)).toEqual([]);
    expect(lists.studio).toContain('components/auth/auth-modal.tsx');
    expect(lists.studio.some((f) => f.startsWith('components/create-sticker/'))).toBe(true);
  });

  it('islands load the studio’s sheet, so no smaller sheet can land after it', () => {
    expect(fs.readFileSync('components/layout/island-styles.ts', 'utf8')).toContain(
      "import '@/app/studio.css'",
    );
    expect(fs.existsSync('app/islands.css')).toBe(false);
  });

  it('follows dynamic imports only when asked', () => {
    const host = 'components/auth/auth-modal-host.tsx';
    expect(importClosure([host])).toContain('components/auth/auth-modal.tsx');
    expect(importClosure([host], { dynamic: false })).not.toContain('components/auth/auth-modal.tsx');
  });
});
