import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/config/locales';
import { individualSuggestionsSchema } from '@/lib/contracts/suggestions';
import { findOccasionTextProblems } from '@/lib/suggestions/local/check-texts';
import { composeDescriptionIdeas, composeStickerSuggestions } from '@/lib/suggestions/local/composer';
import { OCCASION_TEXTS_DIR, OCCASIONS, type OccasionId } from '@/lib/suggestions/local/occasion-bank';
import { findOccasion, occasionIdeas, occasionLabels } from '@/lib/suggestions/local/occasion-texts';

const dir = path.resolve(__dirname, '../..', OCCASION_TEXTS_DIR);
type File = Record<string, { triggers?: string[]; labels: string[]; ideas?: string[] }>;
const read = (code: string) => JSON.parse(fs.readFileSync(path.join(dir, `${code}.json`), 'utf8')) as File;
const byId = (id: OccasionId) => OCCASIONS.find((o) => o.id === id) as (typeof OCCASIONS)[number];

const fill = (theme: string, language: string, amount = 32, seed = 11) =>
  composeStickerSuggestions(
    individualSuggestionsSchema.parse({
      contextDescription: theme,
      contextTopics: [],
      amount,
      stickerLabelsLanguage: language,
      stickerDescriptionsLanguage: language,
    }),
    seed,
  );

// The problems of a fill that the numbered-repeat bug made: the same idea twice, or a number added.
function fillProblems(got: ReturnType<typeof fill>, amount: number) {
  const problems: string[] = [];
  if (got.length !== amount) problems.push(`${got.length} ideas`);
  for (const field of ['name', 'description'] as const)
    if (new Set(got.map((s) => s[field])).size !== got.length) problems.push(`repeated ${field}`);
  for (const s of got)
    for (const v of [s.name, s.labelText, s.description])
      if (/\d\s*$/u.test(v) || v.trim() === '') problems.push(`"${v}"`);
  return problems;
}

describe('occasions in the local composer', () => {
  it('fills 32 different ideas for every occasion in scripts that differ, mostly from its own bank', () => {
    const problems: string[] = [];
    for (const occasion of OCCASIONS) {
      const languages = occasion.id === 'diwali' ? ['en', 'ar', 'ja', 'hi'] : ['en', 'ar', 'ja'];
      for (const language of languages) {
        // The theme in the user's own language: its first trigger word.
        const theme = read(language)[occasion.id]?.triggers?.[0] ?? '';
        const where = `${occasion.id} ${language} "${theme}"`;
        if (findOccasion(theme)?.id !== occasion.id) problems.push(`${where}: not recognised`);
        const got = fill(theme, language);
        for (const p of fillProblems(got, 32)) problems.push(`${where}: ${p}`);
        const bank = new Set(occasionLabels(occasion, language));
        const own = got.filter((s) => bank.has(s.labelText)).length;
        if (own < 8) problems.push(`${where}: only ${own} of 32 labels from the occasion`);
        // Its labels lead the set: the first two stickers are the occasion's.
        if (!got.slice(0, 2).every((s) => bank.has(s.labelText))) problems.push(`${where}: opens off-theme`);
        const ideas = occasionIdeas(occasion, language);
        if (!got.some((s) => ideas.some((idea) => s.description.includes(idea))))
          problems.push(`${where}: no occasion description`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers the themes "Eid" and "Diwali" with their own labels, in every label script', () => {
    const eid = fill('Eid', 'en', 8);
    expect(eid.slice(0, 5).map((s) => s.labelText)).toEqual(
      expect.arrayContaining(['Eid Mubarak!', 'Happy Eid!']),
    );
    expect(eid.map((s) => s.labelText)).not.toContain('Game on!');
    const diwali = fill('Diwali', 'en', 8);
    expect(diwali.slice(0, 5).map((s) => s.labelText)).toContain('Happy Diwali!');
    expect(diwali.map((s) => s.labelText)).not.toContain('Haha!');
    // An English theme, labels in Hindi and Arabic.
    const hi = composeStickerSuggestions(
      individualSuggestionsSchema.parse({
        contextDescription: 'Diwali',
        stickerLabelsLanguage: 'hi',
        amount: 4,
      }),
      3,
    );
    expect(hi.filter((s) => read('hi').diwali?.labels.includes(s.labelText)).length).toBeGreaterThanOrEqual(
      2,
    );
    const ar = composeStickerSuggestions(
      individualSuggestionsSchema.parse({
        contextDescription: 'Eid',
        stickerLabelsLanguage: 'ar',
        amount: 4,
      }),
      3,
    );
    expect(ar.map((s) => s.labelText)).toContain('عيد مبارك!');
  });

  it('recognises an occasion in any interface language, and not in words that only contain it', () => {
    const cases: [string, OccasionId | undefined][] = [
      ['عيد سعيد للعائلة', 'eid'],
      ['تهنئة بالعيد', 'eid'],
      ['رمضان كريم', 'ramadan'],
      ['عيد ميلاد أختي', 'birthday'],
      ['दिवाली की शुभकामनाएँ', 'diwali'],
      ['जन्मदिन की पार्टी', 'birthday'],
      ['圣诞快乐', 'christmas'],
      ['お正月の挨拶', 'new-year'],
      ['С Рождеством!', 'christmas'],
      ['Lunar New Year dinner', 'lunar-new-year'],
      ["New Year's Eve party", 'new-year'],
      ['Suikerfeest met de familie', 'eid'],
      ['Feliz cumpleaños, abuela', 'birthday'],
      ['생일 축하', 'birthday'],
      ['my birthday', 'birthday'],
      ['Eid and Ramadan', 'ramadan'],
      // "سعيد" (happy) holds "عيد"; "Eidechse", "Leidenschaft" and "first aid" hold "eid"/"aid".
      ['صباح سعيد', undefined],
      ['Eidechse im Garten', undefined],
      ['first aid kit', undefined],
      ['가이드 투어', undefined],
      ['at the office', undefined],
      ['', undefined],
    ];
    expect(cases.map(([text]) => [text, findOccasion(text)?.id])).toEqual(cases);
  });

  it('every trigger word names its own occasion', () => {
    const wrong: string[] = [];
    for (const locale of LOCALES)
      for (const [id, texts] of Object.entries(read(locale)))
        for (const t of texts.triggers ?? [])
          if (findOccasion(t)?.id !== id) wrong.push(`${locale} "${t}": ${findOccasion(t)?.id}`);
    expect(wrong).toEqual([]);
  });

  it('fills past the generic bank without numbered repeats, and keeps a theme with no occasion generic', () => {
    for (const language of ['en', 'de', 'ja', 'ar']) {
      const got = fill('at the office', language, 32, 9);
      expect(fillProblems(got, 32), language).toEqual([]);
    }
    const generic = fill('at the office', 'en', 32, 9);
    const occasionTexts = new Set(OCCASIONS.flatMap((o) => occasionLabels(o, 'en')));
    expect(generic.filter((s) => occasionTexts.has(s.labelText))).toEqual([]);
  });

  it('is deterministic per seed and varies with it', () => {
    expect(fill('Christmas', 'en', 12, 4)).toEqual(fill('Christmas', 'en', 12, 4));
    expect(fill('Christmas', 'en', 12, 4)).not.toEqual(fill('Christmas', 'en', 12, 5));
  });

  it("description ideas for an occasion's theme start with its own ideas", () => {
    const ideas = composeDescriptionIdeas(
      { language: 'en', context: 'Diwali at home', amount: 10, charactersAmount: 1 },
      2,
    );
    expect(ideas).toHaveLength(10);
    expect(new Set(ideas).size).toBe(10);
    const own = occasionIdeas(byId('diwali'), 'en');
    expect(ideas.slice(0, own.length).every((d) => own.some((idea) => d.includes(idea)))).toBe(true);
    const ja = composeDescriptionIdeas(
      { language: 'ja', context: 'ハロウィン', amount: 6, charactersAmount: 2 },
      2,
    );
    expect(ja.some((d) => d.includes('かぼちゃ'))).toBe(true);
  });

  it('the i18n check passes, and fails on a planted missing occasion, label or trigger', () => {
    expect(findOccasionTextProblems(dir).map((p) => `${p.locale} ${p.kind} ${p.key}`)).toEqual([]);
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'occasion-texts-'));
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(tmp, f));
    const edit = (code: string, change: (j: File) => void) => {
      const j = read(code);
      change(j);
      fs.writeFileSync(path.join(tmp, `${code}.json`), JSON.stringify(j));
    };
    edit('ja', (j) => {
      delete j.eid;
    });
    edit('de', (j) => {
      j.diwali?.labels.pop();
    });
    edit('fr', (j) => {
      if (j.halloween) j.halloween.labels[0] = 'Happy Halloween!';
    });
    edit('ar', (j) => {
      if (j.ramadan) j.ramadan.triggers = [];
    });
    edit('hi', (j) => {
      if (j.wedding?.ideas) j.wedding.ideas[1] = 'tossing a bouquet';
    });
    edit('sv', (j) => {
      if (j['get-well']) j['get-well'].labels[2] = ' ';
    });
    const found = findOccasionTextProblems(tmp)
      .map((p) => `${p.locale}:${p.kind}:${p.key}`)
      .sort();
    expect(found).toEqual([
      'ar:shape:ramadan.triggers',
      'de:shape:diwali.labels',
      'fr:english:halloween.labels.0',
      'hi:script:wedding.ideas.1',
      'ja:missing:eid',
      'sv:empty:get-well.labels.2',
    ]);
    fs.rmSync(tmp, { recursive: true });
  });
});
