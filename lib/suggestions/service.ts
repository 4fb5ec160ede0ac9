import 'server-only';
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
import { ApiError } from '@/lib/http/errors';
import { getCost } from '@/lib/pricing/service';
import {
  composeContextIdeas,
  composeDescriptionIdeas,
  composeStickerSuggestions,
  composeStyleSuggestions,
} from './local/composer';

/** A stable seed from the call's own hold id: a retried step of one call composes the same answer. */
const seedOf = (id: string) => Number.parseInt(id.replace(/-/g, '').slice(0, 8), 16) & 0x7fffffff;

/**
 * Every suggestion call is charged once per call, not per suggestion (SPEC §9), and only when it
 * succeeds (DESIGN §5): hold → compose → capture, or release on any failure.
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
      description: 'AI suggestions',
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
    throw err;
  }
  const { availableCredits } = await captureHold(db, holdKey);
  return { result, availableCredits };
}

export function suggestStickers(db: Database, userId: string, req: IndividualSuggestionsRequest) {
  return charged<IndividualSuggestionsResult>(db, userId, 'getIndividualStickerSuggestions', (seed) => ({
    suggestions: composeStickerSuggestions(req, seed),
  }));
}

export function suggestContext(db: Database, userId: string, req: z.output<typeof contextSuggestionsSchema>) {
  return charged<IdeasResult>(db, userId, 'getContextSuggestion', (seed) => ({
    descriptions: composeContextIdeas(req, seed),
  }));
}

export function suggestDescriptions(
  db: Database,
  userId: string,
  req: z.output<typeof descriptionSuggestionsSchema>,
) {
  return charged<IdeasResult>(db, userId, 'getDescriptionIdeasList', (seed) => ({
    descriptions: composeDescriptionIdeas(req, seed),
  }));
}

export function suggestStyles(db: Database, userId: string, req: z.output<typeof styleSuggestionsSchema>) {
  return charged<StyleSuggestionsResult>(db, userId, 'getAiStyleSuggestions', (seed) => ({
    descriptionsMap: composeStyleSuggestions(req, seed),
  }));
}
