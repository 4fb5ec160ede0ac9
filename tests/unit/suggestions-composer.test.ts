import { describe, expect, it } from 'vitest';
import { LABEL_LANGUAGES } from '@/lib/config/label-languages';
import { LOCALES } from '@/lib/config/locales';
import { isMood, MOODS } from '@/lib/config/moods';
import { isUseCase, USE_CASES } from '@/lib/config/use-cases';
import { individualSuggestionsSchema, SUGGESTION_AMOUNT } from '@/lib/contracts/suggestions';
import { treatmentFor } from '@/lib/media/sticker/family-for';
import { bankFor, DESCRIPTION_FALLBACK, phraseBanks } from '@/lib/suggestions/local/banks';
import {
  composeContextIdeas,
  composeDescriptionIdeas,
  composeStickerSuggestions,
  composeStyleSuggestions,
} from '@/lib/suggestions/local/composer';
import { labelBankLanguages, labelsFor, PHRASES } from '@/lib/suggestions/local/label-bank';

const PHRASE_BANKS = phraseBanks();
const ENGLISH_LABELS = labelsFor('en');

const req = (over: Record<string, unknown> = {}) =>
  individualSuggestionsSchema.parse({
    contextDescription: 'at the office',
    contextTopics: ['tired', 'workplace'],
    amount: 8,
    ...over,
  });

// A text is "in its language" when it has the language's script (non-Latin scripts) or, for
// Latin scripts, none of the English words every English description is built from.
const SCRIPT: Record<string, RegExp> = {
  zh: /[\u4e00-\u9fff]/u,
  ja: /[\u3040-\u30ff\u4e00-\u9fff]/u,
  ko: /[\uac00-\ud7af]/u,
  hi: /[\u0900-\u097f]/u,
  th: /[\u0e00-\u0e7f]/u,
  ar: /[\u0600-\u06ff]/u,
  ru: /[\u0400-\u04ff]/u,
  uk: /[\u0400-\u04ff]/u,
};
const ENGLISH = /\b(the|with|and|character|characters|waving|smile|holding|looking|while|around)\b/i;
const inLanguage = (language: string, text: string) =>
  language === 'en' || (SCRIPT[language] ? SCRIPT[language].test(text) : !ENGLISH.test(text));

describe('the local suggestion composer', () => {
  it('has every phrase in every label language', () => {
    expect(labelBankLanguages().sort()).toEqual(LABEL_LANGUAGES.map((l) => l.code).sort());
    for (const l of LABEL_LANGUAGES) {
      const labels = labelsFor(l.code);
      expect(labels, l.code).toHaveLength(PHRASES.length);
      expect(labels.every((s) => s.trim().length > 0)).toBe(true);
      if (l.code !== 'en')
        expect(labels.filter((s, i) => s === ENGLISH_LABELS[i]).length, l.code).toBeLessThan(
          PHRASES.length / 3,
        );
    }
  });

  it('has a complete phrase bank for each of the 20 interface languages', () => {
    expect(Object.keys(PHRASE_BANKS).sort()).toEqual([...LOCALES].sort());
    for (const [language, bank] of Object.entries(PHRASE_BANKS)) {
      const all = [
        bank.who.one,
        bank.who.many,
        ...bank.actions,
        ...Object.values(bank.scenes),
        ...Object.values(bank.flairs),
        ...bank.poses,
        ...bank.fonts,
        ...bank.themes,
        ...bank.styles.flat(),
      ];
      expect(bank.actions, language).toHaveLength(PHRASES.length);
      expect(Object.keys(bank.scenes).sort(), language).toEqual([...USE_CASES].sort());
      expect(Object.keys(bank.flairs).sort(), language).toEqual([...MOODS].sort());
      expect(bank.themes.length, language).toBeGreaterThanOrEqual(SUGGESTION_AMOUNT);
      expect(bank.styles.length, language).toBeGreaterThanOrEqual(SUGGESTION_AMOUNT);
      expect(
        all.every((s) => s.trim() === s && s.length > 0),
        language,
      ).toBe(true);
      // Curated, not padded: no phrase twice within one list.
      for (const list of [bank.actions, bank.poses, bank.themes, Object.values(bank.scenes)])
        expect(new Set(list).size, language).toBe(list.length);
      expect(bank.templates.describe).toMatch(/\{who\}.*|\{action\}/);
      for (const key of ['{who}', '{action}', '{scene}']) expect(bank.templates.describe).toContain(key);
      if (language !== 'en') {
        const en = PHRASE_BANKS.en;
        expect(
          bank.actions.filter((a, i) => a === en?.actions[i]),
          language,
        ).toEqual([]);
        expect(
          all.filter((s) => !inLanguage(language, s) && !/^Zzz|Zzz/.test(s)),
          language,
        ).toEqual([]);
      }
    }
  });

  it('writes every field in the description language for every language × use case × mood', () => {
    // 20 × 15 × 21 combinations: problems are collected and asserted once (expect() per field is slow).
    const problems: string[] = [];
    const base = req({ contextDescription: '', stickerLabelsLanguage: 'en', amount: 3 });
    // The English set of a use case and mood, composed once for the 19 other languages to differ from.
    const english = new Map<string, ReturnType<typeof composeStickerSuggestions>>();
    for (const language of LOCALES) {
      const { bank } = bankFor(language);
      for (const useCase of USE_CASES) {
        for (const mood of MOODS) {
          const body = { ...base, contextTopics: [useCase, mood] };
          const got = composeStickerSuggestions({ ...body, stickerDescriptionsLanguage: language }, 7);
          const key = `${useCase} ${mood}`;
          const en =
            english.get(key) ?? composeStickerSuggestions({ ...body, stickerDescriptionsLanguage: 'en' }, 7);
          english.set(key, en);
          // Some moods are use cases too (romantic, humorous): then both settings take turns.
          const scenes = [useCase, mood].filter(isUseCase).map((c) => bank.scenes[c]);
          const flairs = [useCase, mood].filter(isMood).map((m) => bank.flairs[m]);
          const lower = (t: string) => t.toLocaleLowerCase(language);
          const where = `${language} ${useCase} ${mood}`;
          // Each idea is its own; every chosen setting and mood shows up in the set, and a set is not
          // all in one place. With no theme of the user's, an entry's theme is one of the settings.
          if (new Set(got.map((s) => s.description)).size !== got.length) problems.push(`${where}: repeats`);
          for (const scene of scenes)
            if (!got.some((s) => s.description.includes(scene))) problems.push(`${where}: no "${scene}"`);
          if (got.every((s) => scenes.some((scene) => s.description.includes(scene))))
            problems.push(`${where}: every description in a setting`);
          for (const flair of flairs)
            if (!got.some((s) => lower(s.visualFlair) === lower(flair)))
              problems.push(`${where}: no "${flair}"`);
          got.forEach((s, k) => {
            const at = `${where} #${k}`;
            if (Object.values(s).some((v) => v.trim() === '')) problems.push(`${at}: empty field`);
            if (!scenes.some((scene) => lower(s.theme) === lower(scene)))
              problems.push(`${at}: theme "${s.theme}"`);
            if (!flairs.some((flair) => lower(s.visualFlair) === lower(flair)))
              problems.push(`${at}: flair "${s.visualFlair}"`);
            if (language === 'en') return;
            for (const field of ['description', 'theme', 'pose', 'visualFlair', 'fontStyle'] as const) {
              if (s[field] === en[k]?.[field] || !inLanguage(language, s[field]))
                problems.push(`${at} ${field}: "${s[field]}"`);
            }
          });
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('is deterministic per seed, varies with the seed, and fills every field', () => {
    for (const language of ['en', 'de', 'ja', 'ar']) {
      const body = { stickerDescriptionsLanguage: language };
      const a = composeStickerSuggestions(req(body), 1);
      expect(composeStickerSuggestions(req(body), 1)).toEqual(a);
      expect(composeStickerSuggestions(req(body), 2)).not.toEqual(a);
      expect(a).toHaveLength(8);
      for (const s of a) for (const v of Object.values(s)) expect(v.trim().length).toBeGreaterThan(0);
      expect(new Set(a.map((s) => s.labelText)).size).toBe(8);
      expect(new Set(a.map((s) => s.description)).size).toBe(8);
      // Ten seeds: many different descriptions, poses and lettering, not one fixed set.
      const many = Array.from({ length: 10 }, (_, seed) => composeStickerSuggestions(req(body), seed)).flat();
      expect(new Set(many.map((s) => s.description)).size, language).toBeGreaterThan(20);
      expect(new Set(many.map((s) => s.pose)).size, language).toBeGreaterThan(5);
      expect(new Set(many.map((s) => s.fontStyle)).size, language).toBeGreaterThan(1);
    }
  });

  it('follows the moods and use cases, and writes labels in the label language', () => {
    const tired = composeStickerSuggestions(req({ amount: 3 }), 5).map((s) => s.name);
    expect(tired.some((n) => /tired|Coffee time/i.test(n))).toBe(true);
    const ja = composeStickerSuggestions(req({ stickerLabelsLanguage: 'ja', amount: 4 }), 5);
    expect(ja.every((s) => /[\u3040-\u30ff\u4e00-\u9fff]/u.test(s.labelText) || s.labelText === 'OK！')).toBe(
      true,
    );
    // The user's theme is each entry's theme, not repeated in every description.
    expect(ja.every((s) => s.theme === 'at the office' && !s.description.includes('at the office'))).toBe(
      true,
    );
    const fr = composeStickerSuggestions(req({ stickerDescriptionsLanguage: 'fr', amount: 24 }), 5);
    expect(fr.map((s) => s.name)).toContain('Bonjour');
    expect(fr[0]?.description).toMatch(/^Le personnage /);
    const group = composeStickerSuggestions(
      req({ stickerDescriptionsLanguage: 'de', charactersAmount: 3, amount: 2 }),
      5,
    );
    expect(group.every((s) => s.description.startsWith('Die ganze Gruppe '))).toBe(true);
  });

  it('takes explicit moods apart from use cases: "romantic" in the topics is then a use case', () => {
    const bank = bankFor('en').bank;
    const explicit = composeStickerSuggestions(req({ moods: ['sad'], contextTopics: ['romantic'] }), 3);
    expect(explicit.every((s) => s.visualFlair.toLowerCase() === bank.flairs.sad.toLowerCase())).toBe(true);
    // Without `moods` (older clients) a mood name among the topics is a mood, as before.
    const derived = composeStickerSuggestions(req({ contextTopics: ['romantic'] }), 3);
    expect(derived.every((s) => s.visualFlair.toLowerCase() === bank.flairs.romantic.toLowerCase())).toBe(
      true,
    );
    const none = composeStickerSuggestions(req({ moods: [], contextTopics: ['romantic'] }), 3);
    expect(none.every((s) => s.visualFlair === 'related to the context')).toBe(true);
    expect(
      individualSuggestionsSchema.safeParse({ moods: ['fun', 'cute', 'sad', 'calm', 'silly', 'tired'] })
        .success,
    ).toBe(false);
    expect(individualSuggestionsSchema.safeParse({ moods: ['romance'] }).success).toBe(false);
  });

  it('answers theme, description and style ideas in the language asked, deterministically', () => {
    for (const language of LOCALES) {
      const themes = composeContextIdeas({ language, amount: 10, charactersAmount: 2 }, 3);
      expect(themes).toHaveLength(10);
      expect(new Set(themes).size).toBe(10);
      expect(composeContextIdeas({ language, amount: 10, charactersAmount: 2 }, 3)).toEqual(themes);
      expect(composeContextIdeas({ language, amount: 10, charactersAmount: 2 }, 4)).not.toEqual(themes);
      const ideas = composeDescriptionIdeas({ language, context: '', amount: 10, charactersAmount: 1 }, 3);
      const styles = composeStyleSuggestions({ language, amount: 10, styleContext: '' }, 3);
      expect(ideas).toHaveLength(10);
      expect(styles).toHaveLength(10);
      if (language !== 'en') {
        for (const text of [...themes, ...ideas, ...styles.flatMap((s) => [s.styleName, s.styleDescription])])
          expect(inLanguage(language, text), `${language}: ${text}`).toBe(true);
      }
    }
    const styles = composeStyleSuggestions({ language: 'es', amount: 4, styleContext: 'el espacio' }, 3);
    expect(styles[0]?.styleDescription).toMatch(/, inspirado en el espacio$/);
  });

  it('names each style idea in words the local renderer draws the same way in every language', () => {
    const family = (styleName: string, styleDescription: string) => {
      const t = treatmentFor({
        reference: null,
        name: styleName,
        description: styleDescription,
        prompt: '',
        look: null,
      });
      return `${t.family}${t.chibi ? '+chibi' : ''}`;
    };
    const english = PHRASE_BANKS.en?.styles.map(([n, d]) => family(n, d)) ?? [];
    expect(new Set(english).size).toBeGreaterThan(8);
    for (const [language, bank] of Object.entries(PHRASE_BANKS)) {
      expect(
        bank.styles.map(([n, d]) => family(n, d)),
        language,
      ).toEqual(english);
    }
    // Words that only look alike stay apart: monochrome is not chrome.
    expect(family('Monochrome', 'A monochromatic ink look')).not.toBe('metallic');
  });

  it('writes the other label languages by a stated rule: Malay as Indonesian, Kazakh as Russian, else English', () => {
    expect(DESCRIPTION_FALLBACK).toEqual({ ms: 'id', kk: 'ru' });
    for (const l of LABEL_LANGUAGES) {
      const { language } = bankFor(l.code);
      const expected = PHRASE_BANKS[l.code] ? l.code : (DESCRIPTION_FALLBACK[l.code] ?? 'en');
      expect(language, l.code).toBe(expected);
      const [s] = composeStickerSuggestions(
        req({
          contextDescription: '',
          stickerDescriptionsLanguage: l.code,
          stickerLabelsLanguage: l.code,
          amount: 1,
        }),
        1,
      );
      expect(s?.description.length, l.code).toBeGreaterThan(10);
      expect(inLanguage(expected, s?.description ?? ''), l.code).toBe(true);
    }
  });

  it('pads past the bank and answers the other kinds with the requested amount', () => {
    expect(composeStickerSuggestions(req({ amount: 32 }), 9)).toHaveLength(32);
    expect(composeContextIdeas({ language: 'en', amount: 10, charactersAmount: 2 }, 3)).toHaveLength(10);
    const styles = composeStyleSuggestions({ language: 'en', amount: 4, styleContext: 'space' }, 3);
    expect(styles).toHaveLength(4);
    expect(styles[0]?.styleDescription).toContain('space');
  });

  it('style ideas take the set’s theme and its planned sticker ideas as extra context words', () => {
    const styles = composeStyleSuggestions(
      {
        language: 'en',
        amount: 3,
        styleContext: '',
        stickerSetContext: 'office life',
        stickerSetIdeasContext: 'Sipping coffee; Napping on the keyboard; Third idea',
      },
      3,
    );
    expect(styles[0]?.styleDescription).toMatch(
      /, inspired by office life, Sipping coffee, Napping on the keyboard$/,
    );
    const withStyle = composeStyleSuggestions(
      { language: 'en', amount: 1, styleContext: 'pastel', stickerSetIdeasContext: 'Sipping coffee' },
      3,
    );
    expect(withStyle[0]?.styleDescription).toMatch(/inspired by pastel, Sipping coffee$/);
    expect(withStyle[0]?.styleDescription.length).toBeLessThanOrEqual(400);
  });
});
