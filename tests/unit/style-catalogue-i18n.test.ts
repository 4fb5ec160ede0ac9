import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/client-messages';
import { LOCALES } from '@/lib/config/locales';
import { STYLE_SEEDS } from '@/lib/config/styles';
import {
  localizeStyle,
  localizeStyleName,
  STYLE_CATALOGUE_NAMESPACE,
  styleTextsFor,
} from '@/lib/i18n/style-catalogue';

type Catalogue = Record<string, { name?: string; description?: string }>;
const catalogueOf = (locale: string): Catalogue =>
  JSON.parse(fs.readFileSync(path.resolve('messages', `${locale}.json`), 'utf8'))[STYLE_CATALOGUE_NAMESPACE];

describe('catalogue style names in every language', () => {
  it('English messages repeat the seed exactly (the stored text the translations stand for)', () => {
    const en = catalogueOf('en');
    expect(Object.keys(en)).toEqual(STYLE_SEEDS.map((s) => s.reference));
    for (const s of STYLE_SEEDS)
      expect(en[s.reference], s.reference).toEqual({ name: s.name, description: s.description });
  });

  it('every locale names and describes every style, each name once', () => {
    for (const locale of LOCALES) {
      const own = catalogueOf(locale);
      for (const s of STYLE_SEEDS) {
        expect(own[s.reference]?.name?.trim(), `${locale} ${s.reference}`).toBeTruthy();
        expect(own[s.reference]?.description?.trim(), `${locale} ${s.reference}`).toBeTruthy();
      }
      const names = Object.values(own).map((t) => t.name);
      expect(new Set(names).size, `${locale}: two styles share a name`).toBe(names.length);
    }
  });

  it('descriptions are never left in English', () => {
    const en = catalogueOf('en');
    for (const locale of LOCALES.filter((l) => l !== 'en'))
      for (const [ref, t] of Object.entries(catalogueOf(locale)))
        expect(t.description, `${locale} ${ref}`).not.toBe(en[ref]?.description);
  });

  it('never reaches the browser: no page scope lists the namespace', () => {
    const sent: readonly string[] = [...SHELL_NAMESPACES, ...Object.values(ROUTE_NAMESPACES).flat()];
    expect(sent).not.toContain(STYLE_CATALOGUE_NAMESPACE);
  });
});

describe('localizeStyle', () => {
  const seed = STYLE_SEEDS.find((s) => s.reference === 'blueprint');
  if (!seed) throw new Error('catalogue has no blueprint');
  const row = { reference: seed.reference, name: seed.name, description: seed.description, extra: 1 };

  it('reads the translation of a catalogue style through the message files', async () => {
    const de = await styleTextsFor('de');
    expect(localizeStyle(row, de)).toEqual({
      ...row,
      name: 'Blaupause',
      description: 'Technische Linienzeichnung in Cyan',
    });
    expect(localizeStyle(row, await styleTextsFor('ja')).name).toBe('設計図');
    expect(localizeStyle(row, await styleTextsFor('en'))).toBe(row);
  });

  it('keeps what an operator changed, and styles outside the catalogue, as stored', async () => {
    const de = await styleTextsFor('de');
    expect(localizeStyle({ ...row, name: 'Blueprint Deluxe' }, de)).toMatchObject({
      name: 'Blueprint Deluxe',
      description: 'Technische Linienzeichnung in Cyan',
    });
    const custom = { reference: 'operator-made', name: 'Custom', description: 'Made here' };
    expect(localizeStyle(custom, de)).toBe(custom);
  });

  it('names a bought style in the history by reference, or by its English name in older rows', async () => {
    const fr = await styleTextsFor('fr');
    expect(localizeStyleName('Blueprint', 'blueprint', fr)).toBe('Plan d’architecte');
    expect(localizeStyleName('Blueprint', undefined, fr)).toBe('Plan d’architecte');
    expect(localizeStyleName('Something else', undefined, fr)).toBe('Something else');
  });
});
