import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { randomUUID } from 'node:crypto';
import type { CostKey } from '@/lib/config/pricing';
import type { z } from 'zod';
import type {
  contextSuggestionsSchema,
  descriptionSuggestionsSchema,
  IdeasResult,
  IndividualSuggestionsRequest,
  IndividualSuggestionsResult,
  StyleSuggestionsResult,
  styleSuggestionsSchema,
} from '@/lib/contracts/suggestions';
import { captureHold, getAvailableCreditsForUser, releaseHold, reserveCredits } from '@/lib/credits/service';
import type { Database } from '@/lib/db/types';
import { ApiError } from '@/lib/errors';
import { getCost } from '@/lib/pricing/service';
import {
  composeContextIdeas,
  composeDescriptionIdeas,
  composeStickerSuggestions,
  composeStyleSuggestions,
} from './local/composer';
import { getTextRunner } from './runner';
import { languageName } from './language';
import { hostedIdeas, hostedStickerSuggestions, hostedStyleIdeas } from './replicate';

/** A stable seed from the call's own hold id: a retried step of one call composes the same answer. */
const seedOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 8), 16) & 0x7fffffff;

/**
 * Every suggestion call is charged once per call, not per suggestion, and only when it succeeds
 * (docs/product-rules.md): hold → compose → capture, or release on any failure.
 */
async function charged<T>(db: Database, userId: string, key: CostKey, run: (seed: number) => Promise<T> | T) {
  const cost = await getCost(db, key);
  const id = randomUUID();
  const holdKey = `suggestion:${id}`;
  try {
    await reserveCredits(db, {
      userId,
      credits: cost,
      action: key,
      description: ledgerDetail('suggestions'),
      idempotencyKey: holdKey,
    });
  } catch (err) {
    if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') {
      throw new ApiError('INSUFFICIENT_CREDITS', `You need ${cost} credits for AI suggestions.`, {
        required: cost,
        available: await getAvailableCreditsForUser(db, userId),
      });
    }
    throw err;
  }
  let result: T;
  try {
    result = await run(seedOf(id));
  } catch (err) {
    await releaseHold(db, holdKey);
    if (err instanceof ApiError) throw err;
    // The model or the network failed, not the user: a 502 the page can show, never a 500.
    console.warn('[suggestions] text runner failed', err);
    throw new ApiError('BAD_UPSTREAM', 'AI suggestions are unavailable right now. Please try again.');
  }
  const { availableCredits } = await captureHold(db, holdKey);
  return { result, availableCredits };
}

/** The hosted prompt reads moods among the topics: explicit moods are put back in front of them. */
const asTopics = (req: IndividualSuggestionsRequest): IndividualSuggestionsRequest =>
  req.moods ? { ...req, contextTopics: [...new Set([...req.moods, ...req.contextTopics])] } : req;

export function suggestStickers(db: Database, userId: string, req: IndividualSuggestionsRequest) {
  return charged<IndividualSuggestionsResult>(db, userId, 'getIndividualStickerSuggestions', async (seed) => {
    const run = await getTextRunner();
    return {
      suggestions: run
        ? await hostedStickerSuggestions(run, asTopics(req))
        : composeStickerSuggestions(req, seed),
    };
  });
}

export function suggestContext(db: Database, userId: string, req: z.output<typeof contextSuggestionsSchema>) {
  return charged<IdeasResult>(db, userId, 'getContextSuggestion', async (seed) => {
    const run = await getTextRunner();
    const ask = `Theme ideas for a set of chat stickers of ${req.charactersAmount > 1 ? 'friends' : 'one person'}, each under 10 words, written in ${languageName(req.language)}.`;
    const local = composeContextIdeas(req, seed);
    return { descriptions: run ? await hostedIdeas(run, ask, req.amount, local) : local };
  });
}

export function suggestDescriptions(
  db: Database,
  userId: string,
  req: z.output<typeof descriptionSuggestionsSchema>,
) {
  return charged<IdeasResult>(db, userId, 'getDescriptionIdeasList', async (seed) => {
    const run = await getTextRunner();
    const ask = `What a chat sticker could show (one short sentence each, in ${languageName(req.language)}), theme: ${req.context || 'anything'}.`;
    const local = composeDescriptionIdeas(req, seed);
    return { descriptions: run ? await hostedIdeas(run, ask, req.amount, local) : local };
  });
}

export function suggestStyles(db: Database, userId: string, req: z.output<typeof styleSuggestionsSchema>) {
  return charged<StyleSuggestionsResult>(db, userId, 'getAiStyleSuggestions', async (seed) => {
    const run = await getTextRunner();
    // The local ideas also pad a short hosted answer (docs/product-rules.md: padded to the requested count).
    const local = composeStyleSuggestions(req, seed);
    const context = {
      style: req.styleContext,
      set: req.stickerSetContext,
      ideas: req.stickerSetIdeasContext,
    };
    return {
      descriptionsMap: run
        ? await hostedStyleIdeas(run, context, req.amount, languageName(req.language), local)
        : local,
    };
  });
}
