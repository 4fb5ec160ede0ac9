import 'server-only';
import { z } from 'zod';
import { createReplicateRunner } from '@/lib/ai/replicate';
import { TEXT_MODEL } from '@/lib/config/ai';
import { ENTRY_DEFAULTS, STICKER_LIMITS } from '@/lib/contracts/stickers';
import {
  EMPTY_SUGGESTIONS_MESSAGE,
  type IndividualSuggestionsRequest,
  type StickerSuggestion,
} from '@/lib/contracts/suggestions';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { languageName } from './language';

// Hosted suggestions (docs/architecture.md): a Replicate language model asked for strict JSON (a bare list or
// one wrapped in an object), checked with zod, over-long fields shortened, missing ones defaulted,
// padded or truncated to the amount asked for (docs/product-rules.md); an empty or malformed answer is
// The documented 'API returned no suggestions or invalid response structure' (the call is not charged).

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

const IDEA_MAX = 300;
const STYLE_NAME_MAX = 80;
const STYLE_DESCRIPTION_MAX = 400;

const SYSTEM = 'You write ideas for chat stickers. Answer with JSON only, no prose, no code fences.';

/**
 * At most `max` UTF-16 units (the limits the contracts check), never splitting a surrogate pair,
 * and at a word boundary when one is near: a too-long field is shortened, not a reason to drop
 * the item (which could leave nothing and fail the call).
 */
export function clip(text: string, max: number): string {
  const s = text.trim();
  if (s.length <= max) return s;
  let end = max;
  if (/[\uD800-\uDBFF]/.test(s.charAt(end - 1))) end -= 1;
  const cut = s.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return (space >= max * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

const LIST_KEYS = ['suggestions', 'descriptions', 'descriptionsMap', 'ideas', 'themes', 'styles', 'items'];

/**
 * The list in the model's answer: a bare array, or one wrapped in an object such as
 * {"descriptions": [...]} or {"result": {"suggestions": [...]}} (models wrap lists often).
 */
export function listIn(answer: unknown, depth = 0): unknown[] | null {
  if (Array.isArray(answer)) return answer;
  if (!answer || typeof answer !== 'object' || depth > 2) return null;
  const o = answer as Record<string, unknown>;
  for (const key of LIST_KEYS) if (Array.isArray(o[key])) return o[key] as unknown[];
  const arrays = Object.values(o).filter(Array.isArray);
  if (arrays.length === 1) return arrays[0] as unknown[];
  for (const key of ['result', 'data', 'output']) {
    const inner = listIn(o[key], depth + 1);
    if (inner) return inner;
  }
  return null;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .transform((v) => clip(v, max));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .transform((v) => clip(v, max))
    .optional()
    .catch(undefined);

const looseSuggestion = z
  .object({
    name: text(STICKER_LIMITS.nameMax).optional().catch(undefined),
    labelText: text(STICKER_LIMITS.labelMax).optional().catch(undefined),
    description: optional(STICKER_LIMITS.descriptionMax),
    theme: optional(STICKER_LIMITS.fieldMax),
    pose: optional(STICKER_LIMITS.fieldMax),
    visualFlair: optional(STICKER_LIMITS.fieldMax),
    fontStyle: optional(STICKER_LIMITS.fieldMax),
  })
  // A name or a label is the least an idea needs; the other one defaults to it.
  .transform((v) => {
    const name = v.name ?? (v.labelText ? clip(v.labelText, STICKER_LIMITS.nameMax) : undefined);
    const labelText = v.labelText ?? (v.name ? clip(v.name, STICKER_LIMITS.labelMax) : undefined);
    return name && labelText ? { ...v, name, labelText } : null;
  });

async function ask(run: TextRunner, prompt: string): Promise<unknown[]> {
  const list = listIn(
    extractJson(await run.text(TEXT_MODEL.name, TEXT_MODEL.buildInput({ system: SYSTEM, prompt }))),
  );
  if (!list) throw invalid();
  return list;
}

/** Sticker ideas from the model; missing fields get the documented defaults, the list fits `amount`. */
export async function hostedStickerSuggestions(run: TextRunner, req: IndividualSuggestionsRequest) {
  const label = languageName(req.stickerLabelsLanguage);
  const described = languageName(req.stickerDescriptionsLanguage);
  const prompt = [
    `Give ${req.amount} sticker ideas as a JSON array of objects with keys name, labelText, description, theme, pose, visualFlair, fontStyle.`,
    `labelText: 1 to 4 words in ${label}, what the sticker says. Every other field in ${described}.`,
    `Theme: ${req.contextDescription || 'anything fun'}. Topics: ${req.contextTopics.join(', ') || 'any'}.`,
    `Style: ${req.styleDescription || 'any'}. Characters on each sticker: ${req.charactersAmount}.`,
  ].join('\n');
  const valid = (await ask(run, prompt)).flatMap((item) => {
    const parsed = looseSuggestion.safeParse(item);
    return parsed.success && parsed.data ? [parsed.data] : [];
  });
  if (valid.length === 0) throw invalid();
  return Array.from({ length: req.amount }, (_, i): StickerSuggestion => {
    const s = valid[i % valid.length] as NonNullable<z.infer<typeof looseSuggestion>>;
    const round = Math.floor(i / valid.length) + 1;
    const suffix = ` ${round}`;
    return {
      name: round === 1 ? s.name : `${clip(s.name, STICKER_LIMITS.nameMax - suffix.length)}${suffix}`,
      labelText: s.labelText,
      description:
        s.description ||
        clip(`${s.name}, ${ENTRY_DEFAULTS.pose.toLowerCase()}`, STICKER_LIMITS.descriptionMax),
      theme: s.theme || ENTRY_DEFAULTS.theme,
      pose: s.pose || ENTRY_DEFAULTS.pose,
      visualFlair: s.visualFlair || ENTRY_DEFAULTS.visualFlair,
      fontStyle: s.fontStyle || ENTRY_DEFAULTS.fontStyle,
    };
  });
}

/** The model's items first, then `placeholders` not already there, to exactly `amount` (docs/product-rules.md). */
function fitTo<T>(items: T[], placeholders: readonly T[], amount: number, keyOf: (t: T) => string): T[] {
  const seen = new Set(items.map(keyOf));
  const extra = placeholders.filter((p) => !seen.has(keyOf(p)));
  const out = [...items, ...extra].slice(0, amount);
  // Still short (few placeholders): repeat what there is rather than answer fewer than asked.
  for (let i = 0; out.length < amount && out.length > 0; i++) out.push(out[i] as T);
  return out;
}

const IDEA_KEYS = ['description', 'idea', 'theme', 'text', 'name'];
const ideaText = (item: unknown): string | null => {
  if (typeof item === 'string') return item.trim() || null;
  if (!item || typeof item !== 'object') return null;
  const o = item as Record<string, unknown>;
  const found = IDEA_KEYS.map((k) => o[k]).find((v) => typeof v === 'string' && v.trim());
  return typeof found === 'string' ? found.trim() : null;
};

/**
 * A list of short texts (theme or description ideas) from the model, exactly `amount` of them:
 * padded with `placeholders` (the local composer's ideas, same language) when the model gave fewer.
 */
export async function hostedIdeas(
  run: TextRunner,
  request: string,
  amount: number,
  placeholders: readonly string[],
): Promise<string[]> {
  const prompt = `${request}\nAnswer with a JSON array of ${amount} short strings.`;
  const list = (await ask(run, prompt)).flatMap((item) => {
    const idea = ideaText(item);
    return idea ? [clip(idea, IDEA_MAX)] : [];
  });
  if (list.length === 0) throw invalid();
  return fitTo(list, placeholders, amount, (s) => s.toLowerCase());
}

const styleIdea = z.object({
  styleName: text(STYLE_NAME_MAX),
  styleDescription: text(STYLE_DESCRIPTION_MAX),
});
export type StyleIdea = z.infer<typeof styleIdea>;

/** What the style ideas should fit: the user's style words, the set's theme, the stickers planned. */
export type StyleIdeasContext = { style: string; set: string; ideas: string };

export async function hostedStyleIdeas(
  run: TextRunner,
  context: StyleIdeasContext,
  amount: number,
  language: string,
  placeholders: readonly StyleIdea[],
): Promise<StyleIdea[]> {
  const prompt = [
    `Give ${amount} sticker art styles as a JSON array of objects {"styleName", "styleDescription"}, written in ${language}.`,
    context.style ? `Style wishes: ${context.style}.` : '',
    context.set ? `Theme of the sticker set: ${context.set}.` : '',
    context.ideas ? `Stickers planned in the set: ${context.ideas}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const list = (await ask(run, prompt)).flatMap((item) => {
    const parsed = styleIdea.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  if (list.length === 0) throw invalid();
  return fitTo(list, placeholders, amount, (s) => s.styleName.toLowerCase());
}
