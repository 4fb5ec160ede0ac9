import { isMood, type Mood } from '@/lib/config/moods';
import { isUseCase, USE_CASES } from '@/lib/config/use-cases';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import type { IndividualSuggestionsRequest, StickerSuggestion } from '@/lib/contracts/suggestions';
import { bankFor } from './banks';
import { asName, cap, describeAction, fill, pickOne, rng, short, shuffled, whoOf } from './compose-kit';
import { labelsFor, PHRASES } from './label-bank';
import { type OccasionIdea, occasionDescriptions, occasionIdeasFor } from './occasion-compose';
import { findOccasion } from './occasion-texts';

// The local "text AI": a composer over curated phrase banks, varied and deterministic per seed.
// Label texts come in the label language (label-bank.ts, all 39); names, descriptions, poses, flairs,
// lettering, theme and style ideas in the description language (banks.ts, the 20 interface
// languages, with a stated fallback for the others); the user's own theme is each entry's theme.
// Every text is read from phrases/<language>.json on the server (texts.ts). A theme that names an
// occasion (occasion-bank.ts) brings that occasion's labels and ideas first.

/** Phrases ordered by how well their tags match the moods and use cases, ties broken per seed. */
function rankPhrases(topics: string[], r: () => number, avoid: ReadonlySet<string> = new Set()) {
  const wanted = new Set(topics.filter((t) => isMood(t) || isUseCase(t)));
  return shuffled(
    PHRASES.map((p, i) => ({
      p,
      i,
      score:
        p.tags.filter((t) => wanted.has(t)).length -
        2 * p.tags.filter((t) => avoid.has(t) && !wanted.has(t)).length,
    })),
    r,
  ).sort((a, b) => b.score - a.score);
}

// Moods that sour a greeting: an occasion's set takes their phrases last unless the user chose them.
const OFF_OCCASION = new Set(['angry', 'frustrated', 'sarcastic', 'sad', 'melancholy', 'anxious']);
const sameText = (a: string, b: string) => asName(a).toLocaleLowerCase() === asName(b).toLocaleLowerCase();

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
  const theme = req.contextDescription.trim();
  const occasion = findOccasion(theme, ...req.contextTopics);
  const who = whoOf(bank, req.charactersAmount);
  const own = occasion ? occasionIdeasFor(occasion, req, lang, who, useCases, seed) : [];
  // With an occasion, the generic phrases that fit it come next, and none that says what its own
  // labels already say ("Thank you!" beside the thank-you occasion's bank).
  const ranked = occasion
    ? rankPhrases([...moods, ...req.contextTopics, ...occasion.tags], r, OFF_OCCASION).filter(
        ({ i }) => !own.some((o) => sameText(o.labelText, labels[i] ?? '')),
      )
    : rankPhrases([...moods, ...req.contextTopics], r);
  const english = labelsFor('en');

  /** The g-th generic idea: the ranked phrases in turn, then again in another setting and named for the action. */
  const generic = (g: number) => {
    const { p, i } = ranked[g % ranked.length] as (typeof ranked)[number];
    const round = Math.floor(g / ranked.length);
    const base = asName(names[i] ?? english[i] ?? '');
    // A use case's setting (the chosen ones take turns; without any, the phrase's own) is the
    // entry's theme when the user gave none, and every other description is set in it: a whole
    // set in one place would read the same eight times.
    const setting = useCases[Math.floor(g / 2) % Math.max(1, useCases.length)] ?? p.tags.find(isUseCase);
    const first = g % 2 ? undefined : setting;
    // Past the bank a phrase comes back as a new idea, never as "Hello 2": the same action in a
    // setting it has not had, named for what the character does.
    const others = USE_CASES.filter((u) => u !== first);
    const scene = round ? others[(i + round - 1) % others.length] : first;
    const action = bank.actions[i] ?? '';
    const name =
      round === 0
        ? base
        : round === 1
          ? cap(action, language)
          : `${cap(action, language)}, ${scene ? bank.scenes[scene] : ''}`;
    return {
      name: short(name, 50),
      labelText: short(labels[i] ?? english[i] ?? '', 40),
      description: describeAction(lang, who, action, scene ? bank.scenes[scene] : undefined),
      setting,
    };
  };

  const out: StickerSuggestion[] = [];
  const seen = new Set<string>();
  let o = 0;
  let g = 0;
  // Two of every three places go to the occasion's own ideas while they last. An idea whose name or
  // description the set already has is passed over: every sticker of a fill is a different idea.
  for (let tries = 0; out.length < req.amount && tries < req.amount * 8; tries++) {
    const k = out.length;
    const idea = own[o] && k % 3 !== 2 ? { ...(own[o++] as OccasionIdea), setting: undefined } : generic(g++);
    if (seen.has(`n:${idea.name}`) || seen.has(`d:${idea.description}`)) continue;
    seen.add(`n:${idea.name}`);
    seen.add(`d:${idea.description}`);
    const mood = moods.length ? (moods[k % moods.length] as Mood) : undefined;
    out.push({
      name: idea.name,
      labelText: idea.labelText,
      description: idea.description,
      theme: theme
        ? short(theme, 200)
        : occasion
          ? asName(own[0]?.name ?? '')
          : idea.setting
            ? cap(bank.scenes[idea.setting], language)
            : ENTRY_DEFAULTS.theme,
      pose: pickOne(bank.poses, r),
      visualFlair: mood ? cap(bank.flairs[mood], language) : ENTRY_DEFAULTS.visualFlair,
      fontStyle: pickOne(bank.fonts, r),
    });
  }
  return out;
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
  const occasion = findOccasion(req.context);
  // An occasion's own ideas first, then the generic ones that fit it best.
  const own = occasion ? occasionDescriptions(occasion, lang, who, seed) : [];
  const order = occasion
    ? rankPhrases(occasion.tags.slice(), r, OFF_OCCASION)
    : shuffled(
        PHRASES.map((p, i) => ({ p, i })),
        r,
      );
  const generic = order.slice(0, req.amount).map(({ p, i }, k) => {
    const scene = k % 2 ? undefined : p.tags.find(isUseCase);
    return describeAction(lang, who, lang.bank.actions[i] ?? '', scene ? lang.bank.scenes[scene] : undefined);
  });
  return [...new Set([...own, ...generic])].slice(0, req.amount);
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
