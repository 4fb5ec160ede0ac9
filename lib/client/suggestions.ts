import { type AiStyle, aiStyleSchema } from '@/lib/contracts/styles';
import {
  EMPTY_SUGGESTIONS_MESSAGE,
  type StickerSuggestion,
  stickerSuggestionSchema,
} from '@/lib/contracts/suggestions';
import { z } from 'zod';
import { apiFetch, balanceOf, unwrap } from './api-fetch';

// The suggestion calls (docs/product-rules.md); an empty or malformed answer is an error with the documented text.
const invalid = () => new Error(EMPTY_SUGGESTIONS_MESSAGE);

async function post<T>(path: string, body: unknown, pick: (result: unknown) => T | null) {
  const res = await apiFetch(`/v1/stickers/suggestions/${path}`, { method: 'POST', body });
  const value = pick(unwrap<unknown>(res));
  if (value === null) throw invalid();
  return { value, availableCredits: balanceOf(res) };
}

const list =
  <S extends z.ZodType>(schema: S, key: string) =>
  (result: unknown) => {
    const parsed = z.object({ [key]: z.array(schema).min(1) }).safeParse(result);
    return parsed.success ? (parsed.data[key] as z.infer<S>[]) : null;
  };

export const suggestStickers = (body: Record<string, unknown>) =>
  post<StickerSuggestion[]>('individual-stickers', body, list(stickerSuggestionSchema, 'suggestions'));

export const suggestThemes = (body: Record<string, unknown>) =>
  post<string[]>('context', body, list(z.string().min(1), 'descriptions'));

export const suggestDescriptions = (body: Record<string, unknown>) =>
  post<string[]>('descriptions', body, list(z.string().min(1), 'descriptions'));

export const suggestStyles = (body: Record<string, unknown>) =>
  post<AiStyle[]>('styles', body, list(aiStyleSchema, 'descriptionsMap'));
