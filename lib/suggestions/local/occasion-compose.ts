import type { UseCase } from '@/lib/config/use-cases';
import { asName, cap, describeAction, rng, short, shuffled } from './compose-kit';
import type { Occasion } from './occasion-bank';
import { occasionIdeas, occasionLabels } from './occasion-texts';
import type { PhraseBank } from './phrase-bank';

export type OccasionIdea = { name: string; labelText: string; description: string };

/**
 * An occasion's own sticker ideas: each label paired with each description idea once, in a seeded
 * order that shows every label before any comes back. Pair t takes label j = t mod L in round
 * t div L and the idea j + round: no pair twice, and the same idea in another round is set in
 * another of the occasion's settings (the user's use cases first), so no description repeats.
 * A label's first sticker is named after it, its second after what the character does, later ones
 * after both.
 */
export function occasionIdeasFor(
  occasion: Occasion,
  req: { stickerLabelsLanguage: string; stickerDescriptionsLanguage: string },
  lang: { bank: PhraseBank; language: string },
  who: string,
  useCases: readonly UseCase[],
  seed: number,
): OccasionIdea[] {
  // Its own stream: the generic ideas keep the sequence they have without an occasion.
  const r = rng(seed ^ 0x5bd1e995);
  const labels = occasionLabels(occasion, req.stickerLabelsLanguage);
  const names = occasionLabels(occasion, req.stickerDescriptionsLanguage);
  const ideas = occasionIdeas(occasion, lang.language);
  const L = labels.length;
  const D = ideas.length;
  if (!L || !D) return [];
  const labelOrder = shuffled([...labels.keys()], r);
  const ideaOrder = shuffled([...ideas.keys()], r);
  const scenes = [...new Set([...useCases, ...occasion.scenes])].map((u) => lang.bank.scenes[u]);
  const out: OccasionIdea[] = [];
  for (let t = 0; t < L * D; t++) {
    const round = Math.floor(t / L);
    const j = labelOrder[t % L] as number;
    const idea = ideas[ideaOrder[((t % L) + round) % D] as number] as string;
    const name = asName(names[j] ?? labels[j] ?? '');
    out.push({
      name: short(round === 0 ? name : round === 1 ? cap(idea, lang.language) : `${name}: ${idea}`, 50),
      labelText: short(labels[j] ?? '', 40),
      description: describeAction(lang, who, idea, round ? scenes[(round - 1) % scenes.length] : undefined),
    });
  }
  return out;
}

/** Description ideas for an occasion: each of its ideas once, alternately set in one of its settings. */
export function occasionDescriptions(
  occasion: Occasion,
  lang: { bank: PhraseBank; language: string },
  who: string,
  seed: number,
): string[] {
  const r = rng(seed ^ 0x5bd1e995);
  return shuffled(occasionIdeas(occasion, lang.language), r).map((idea, k) =>
    describeAction(lang, who, idea, k % 2 ? lang.bank.scenes[occasion.scenes[0]] : undefined),
  );
}
