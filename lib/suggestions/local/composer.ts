import { isMood, type Mood } from '@/lib/config/moods';
import { isUseCase } from '@/lib/config/use-cases';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import type { IndividualSuggestionsRequest, StickerSuggestion } from '@/lib/contracts/suggestions';
import { labelsFor, PHRASES } from './label-bank';
import { FLAIRS, FONT_STYLES, POSES, STYLE_IDEAS, THEMES } from './idea-bank';

// The local "text AI" (DESIGN §2): a composer over curated banks, varied and deterministic per
// seed. Label texts come in the requested label language; names, descriptions and the other
// fields are English (they describe the drawing), with the user's theme woven in.

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

/** Phrases ordered by how well their tags match the moods and use cases, ties broken per seed. */
function rankPhrases(topics: string[], r: () => number) {
  const wanted = new Set(topics.filter((t) => isMood(t) || isUseCase(t)));
  return shuffled(
    PHRASES.map((p, i) => ({ p, i, score: p.tags.filter((t) => wanted.has(t)).length })),
    r,
  ).sort((a, b) => b.score - a.score);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const short = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

export function composeStickerSuggestions(
  req: IndividualSuggestionsRequest,
  seed: number,
): StickerSuggestion[] {
  const r = rng(seed);
  const labels = labelsFor(req.stickerLabelsLanguage);
  // Names read in the user's own language (the description language), labels in the label language.
  const names = labelsFor(req.stickerDescriptionsLanguage);
  const ranked = rankPhrases(req.contextTopics, r);
  const moods = req.contextTopics.filter(isMood) as Mood[];
  const theme = req.contextDescription.trim();
  const who = req.charactersAmount > 1 ? 'The characters' : 'The character';
  return Array.from({ length: req.amount }, (_, k) => {
    const { p, i } = ranked[k % ranked.length] as (typeof ranked)[number];
    const round = Math.floor(k / ranked.length);
    const base = (names[i] ?? p.en).replace(/[\s!?.…！？。]+$/u, '').replace(/^[¡¿]/u, '');
    return {
      name: short(round ? `${base} ${round + 1}` : base, 50),
      labelText: short(labels[i] ?? p.en, 40),
      description: short(`${who} ${p.action}${theme ? `, ${theme}` : ''}`, 300),
      theme: theme ? short(theme, 200) : ENTRY_DEFAULTS.theme,
      pose: cap(POSES[Math.floor(r() * POSES.length)] as string),
      visualFlair:
        (moods.length ? FLAIRS[moods[k % moods.length] as Mood] : undefined) ?? ENTRY_DEFAULTS.visualFlair,
      fontStyle: FONT_STYLES[Math.floor(r() * FONT_STYLES.length)] as string,
    };
  });
}

/** Theme ideas (the context step's "ideas" button). */
export function composeContextIdeas(
  req: { amount: number; charactersAmount: number },
  seed: number,
): string[] {
  const r = rng(seed);
  const who = req.charactersAmount > 1 ? 'friends' : 'me';
  return shuffled(THEMES, r)
    .slice(0, req.amount)
    .map((t) => t.replace('{who}', who));
}

/** Description ideas for a theme: what the stickers could show. */
export function composeDescriptionIdeas(
  req: { context: string; amount: number; charactersAmount: number },
  seed: number,
) {
  const r = rng(seed);
  const who = req.charactersAmount > 1 ? 'The characters' : 'The character';
  const theme = req.context.trim();
  return shuffled(PHRASES, r)
    .slice(0, req.amount)
    .map((p) => short(`${who} ${p.action}${theme ? ` — ${theme}` : ''}`, 300));
}

/** AI style ideas: a name and a description the renderer and the hosted model can follow. */
export function composeStyleSuggestions(req: { amount: number; styleContext: string }, seed: number) {
  const r = rng(seed);
  const hint = req.styleContext.trim();
  return shuffled(STYLE_IDEAS, r)
    .slice(0, req.amount)
    .map(([styleName, styleDescription]) => ({
      styleName,
      styleDescription: hint ? short(`${styleDescription}; inspired by ${hint}`, 400) : styleDescription,
    }));
}
