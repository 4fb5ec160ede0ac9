import 'server-only';
import { z } from 'zod';
import { createReplicateRunner } from '@/lib/ai/replicate';
import { TEXT_MODEL } from '@/lib/config/ai';
import { ENTRY_DEFAULTS } from '@/lib/contracts/stickers';
import {
  EMPTY_SUGGESTIONS_MESSAGE,
  type IndividualSuggestionsRequest,
  type StickerSuggestion,
} from '@/lib/contracts/suggestions';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { languageName } from './language';

// Hosted suggestions (DESIGN §2): a Replicate language model asked for strict JSON, checked with
// zod, padded or truncated to the amount asked for (SPEC §4); an empty or malformed answer is
// SPEC's 'API returned no suggestions or invalid response structure' (the call is not charged).

export type TextRunner = { text: (target: string, input: object) => Promise<string> };

export function replicateTextRunner(
  opts: { auth?: string; baseUrl?: string; pollIntervalMs?: number } = {},
): TextRunner {
  const e = env();
  return createReplicateRunner({
    auth: opts.auth ?? e.replicate?.token ?? '',
    baseUrl: opts.baseUrl ?? e.replicate?.baseUrl,
    timeoutMs: TEXT_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? TEXT_MODEL.pollIntervalMs,
  });
}

const invalid = () => new ApiError('BAD_UPSTREAM', EMPTY_SUGGESTIONS_MESSAGE);

/** The first JSON array or object in the model's answer (models like to add words around it). */
function extractJson(text: string): unknown {
  const start = text.search(/[[{]/);
  if (start < 0) throw invalid();
  const end = Math.max(text.lastIndexOf(']'), text.lastIndexOf('}'));
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    throw invalid();
  }
}

const SYSTEM = 'You write ideas for chat stickers. Answer with JSON only, no prose, no code fences.';

const looseSuggestion = z.object({
  name: z.string().trim().min(1).max(50),
  labelText: z.string().trim().min(1).max(40),
  description: z.string().trim().max(300).optional(),
  theme: z.string().trim().max(200).optional(),
  pose: z.string().trim().max(200).optional(),
  visualFlair: z.string().trim().max(200).optional(),
  fontStyle: z.string().trim().max(200).optional(),
});

/** Sticker ideas from the model; missing fields get SPEC's defaults, the list fits `amount`. */
export async function hostedStickerSuggestions(run: TextRunner, req: IndividualSuggestionsRequest) {
  const label = languageName(req.stickerLabelsLanguage);
  const described = languageName(req.stickerDescriptionsLanguage);
  const prompt = [
    `Give ${req.amount} sticker ideas as a JSON array of objects with keys name, labelText, description, theme, pose, visualFlair, fontStyle.`,
    `labelText: 1 to 4 words in ${label}, what the sticker says. Every other field in ${described}.`,
    `Theme: ${req.contextDescription || 'anything fun'}. Topics: ${req.contextTopics.join(', ') || 'any'}.`,
    `Style: ${req.styleDescription || 'any'}. Characters on each sticker: ${req.charactersAmount}.`,
  ].join('\n');
  const answer = extractJson(
    await run.text(TEXT_MODEL.name, TEXT_MODEL.buildInput({ system: SYSTEM, prompt })),
  );
  const list = Array.isArray(answer) ? answer : (answer as { suggestions?: unknown })?.suggestions;
  if (!Array.isArray(list)) throw invalid();
  const valid = list.flatMap((item) => {
    const parsed = looseSuggestion.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (valid.length === 0) throw invalid();
  return Array.from({ length: req.amount }, (_, i): StickerSuggestion => {
    const s = valid[i % valid.length] as z.infer<typeof looseSuggestion>;
    return {
      name: i < valid.length ? s.name : `${s.name} ${Math.floor(i / valid.length) + 1}`,
      labelText: s.labelText,
      description: s.description || `${s.name}, ${ENTRY_DEFAULTS.pose.toLowerCase()}`,
      theme: s.theme || ENTRY_DEFAULTS.theme,
      pose: s.pose || ENTRY_DEFAULTS.pose,
      visualFlair: s.visualFlair || ENTRY_DEFAULTS.visualFlair,
      fontStyle: s.fontStyle || ENTRY_DEFAULTS.fontStyle,
    };
  });
}

/** A list of short texts (theme or description ideas) from the model, `amount` of them. */
export async function hostedIdeas(run: TextRunner, ask: string, amount: number): Promise<string[]> {
  const prompt = `${ask}\nAnswer with a JSON array of ${amount} short strings.`;
  const answer = extractJson(
    await run.text(TEXT_MODEL.name, TEXT_MODEL.buildInput({ system: SYSTEM, prompt })),
  );
  const list = (Array.isArray(answer) ? answer : []).filter(
    (x): x is string => typeof x === 'string' && x.trim() !== '',
  );
  if (list.length === 0) throw invalid();
  return Array.from({ length: Math.min(amount, list.length) }, (_, i) =>
    (list[i] as string).trim().slice(0, 300),
  );
}

const styleIdea = z.object({
  styleName: z.string().trim().min(1).max(80),
  styleDescription: z.string().trim().min(1).max(400),
});

export async function hostedStyleIdeas(
  run: TextRunner,
  context: string,
  amount: number,
  language = 'English',
) {
  const prompt = `Give ${amount} sticker art styles as a JSON array of objects {"styleName", "styleDescription"}, written in ${language}.${context ? ` Inspired by: ${context}.` : ''}`;
  const answer = extractJson(
    await run.text(TEXT_MODEL.name, TEXT_MODEL.buildInput({ system: SYSTEM, prompt })),
  );
  const list = (Array.isArray(answer) ? answer : []).flatMap((item) => {
    const parsed = styleIdea.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (list.length === 0) throw invalid();
  return list.slice(0, amount);
}
