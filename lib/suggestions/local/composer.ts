import { isMood, type Mood } from '@/lib/config/moods';
import { isUseCase, type UseCase } from '@/lib/config/use-cases';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import type { IndividualSuggestionsRequest, StickerSuggestion } from '@/lib/contracts/suggestions';
import { bankFor } from './banks';
import { labelsFor, PHRASES } from './label-bank';
import type { PhraseBank } from './phrase-bank';

// The local "text AI": a composer over curated phrase banks, varied and deterministic per seed.
// Label texts come in the label language (label-bank.ts, all 39); names, descriptions, poses, flairs,
// lettering, theme and style ideas in the description language (banks.ts, the 20 interface
// languages, with a stated fallback for the others); the user's own theme is each entry's theme.
// Every text is read from phrases/<language>.json on the server (texts.ts).

function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(list: readonly T[], r: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const pickOne = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)] as T;

/** Phrases ordered by how well their tags match the moods and use cases, ties broken per seed. */
function rankPhrases(topics: string[], r: () => number) {
  const wanted = new Set(topics.filter((t) => isMood(t) || isUseCase(t)));
  return shuffled(
    PHRASES.map((p, i) => ({ p, i, score: p.tags.filter((t) => wanted.has(t)).length })),
    r,
  ).sort((a, b) => b.score - a.score);
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
const cap = (s: string, language: string) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1);
const short = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);
const whoOf = (bank: PhraseBank, charactersAmount: number) =>
  charactersAmount > 1 ? bank.who.many : bank.who.one;

/**
 * One sticker's description: who does what, and where (a use case's setting). The user's theme is
 * not repeated in it: it travels once per set (contextDescription) and in each entry's `theme`.
 */
function describe(
  { bank, language }: { bank: PhraseBank; language: string },
  who: string,
  action: number,
  scene: UseCase | undefined,
) {
  const values = { who, action: bank.actions[action] ?? '', scene: scene ? bank.scenes[scene] : '' };
  return short(
    cap(fill(scene ? bank.templates.describe : bank.templates.describePlain, values), language),
    300,
  );
}

export function composeStickerSuggestions(
  req: IndividualSuggestionsRequest,
  seed: number,
): StickerSuggestion[] {
  const r = rng(seed);
  const labels = labelsFor(req.stickerLabelsLanguage);
  // Names read in the user's own language (the description language), labels in the label language.
  const names = labelsFor(req.stickerDescriptionsLanguage);
  const lang = bankFor(req.stickerDescriptionsLanguage);
  const { bank, language } = lang;
  // Explicit moods when sent; an older client's moods are read out of its topics.
  const moods = req.moods ?? req.contextTopics.filter(isMood);
  const useCases = req.contextTopics.filter(isUseCase);
  const ranked = rankPhrases([...moods, ...req.contextTopics], r);
  const theme = req.contextDescription.trim();
  const who = whoOf(bank, req.charactersAmount);
  const english = labelsFor('en');
  return Array.from({ length: req.amount }, (_, k) => {
    const { p, i } = ranked[k % ranked.length] as (typeof ranked)[number];
    const round = Math.floor(k / ranked.length);
    const base = (names[i] ?? english[i] ?? '').replace(/[\s!?.…！？。]+$/u, '').replace(/^[¡¿]/u, '');
    // A use case's setting (the chosen ones take turns; without any, the phrase's own) is the
    // entry's theme when the user gave none, and every other description is set in it: a whole
    // set in one place would read the same eight times.
    const setting = useCases[Math.floor(k / 2) % Math.max(1, useCases.length)] ?? p.tags.find(isUseCase);
    const scene = k % 2 ? undefined : setting;
    const mood = moods.length ? (moods[k % moods.length] as Mood) : undefined;
    return {
      name: short(round ? `${base} ${round + 1}` : base, 50),
      labelText: short(labels[i] ?? english[i] ?? '', 40),
      description: describe(lang, who, i, scene),
      theme: theme ? short(theme, 200) : setting ? cap(bank.scenes[setting], language) : ENTRY_DEFAULTS.theme,
      pose: pickOne(bank.poses, r),
      visualFlair: mood ? cap(bank.flairs[mood], language) : ENTRY_DEFAULTS.visualFlair,
      fontStyle: pickOne(bank.fonts, r),
    };
  });
}

/** Theme ideas (the context step's "ideas" button), in `language`. */
export function composeContextIdeas(
  req: { language: string; amount: number; charactersAmount: number },
  seed: number,
): string[] {
  const { bank } = bankFor(req.language);
  return shuffled(bank.themes, rng(seed)).slice(0, req.amount);
}

/**
 * Description ideas for a theme: what single stickers could show, in `language`. They are listed
 * under the theme they answer, so they do not repeat it.
 */
export function composeDescriptionIdeas(
  req: { language: string; context: string; amount: number; charactersAmount: number },
  seed: number,
): string[] {
  const r = rng(seed);
  const lang = bankFor(req.language);
  const who = whoOf(lang.bank, req.charactersAmount);
  return shuffled(
    PHRASES.map((p, i) => ({ p, i })),
    r,
  )
    .slice(0, req.amount)
    .map(({ p, i }, k) => describe(lang, who, i, k % 2 ? undefined : p.tags.find(isUseCase)));
}

/**
 * The words a style idea is "inspired by": the user's style words, then the set's theme and the
 * first sticker ideas planned (the page joins them with '; '), kept short.
 */
export function styleHint(req: {
  styleContext: string;
  stickerSetContext?: string;
  stickerSetIdeasContext?: string;
}) {
  const ideas = (req.stickerSetIdeasContext ?? '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 2);
  const parts = [req.styleContext, req.stickerSetContext ?? '', ...ideas]
    .map((s) => s.trim())
    .filter(Boolean);
  return short([...new Set(parts)].join(', '), 160);
}

/** AI style ideas in `language`: a name and a description the renderer and the hosted model follow. */
export function composeStyleSuggestions(
  req: {
    language: string;
    amount: number;
    styleContext: string;
    stickerSetContext?: string;
    stickerSetIdeasContext?: string;
  },
  seed: number,
) {
  const { bank } = bankFor(req.language);
  const hint = styleHint(req);
  return shuffled(bank.styles, rng(seed))
    .slice(0, req.amount)
    .map(([styleName, description]) => ({
      styleName,
      styleDescription: hint
        ? short(fill(bank.templates.styleHint, { description, hint }), 400)
        : description,
    }));
}
