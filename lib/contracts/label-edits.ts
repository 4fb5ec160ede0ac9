import { z } from 'zod';
import { labelLanguageSchema, stickerEntrySchema } from './stickers';

// A finished sticker's label edit (docs/product-rules.md, label edits): the preview
// (GET /v1/stickers/{reference}/label) and the save (PUT). Shared by the edit dialog and the handlers.

export const LABEL_PLACEMENTS = ['bottom', 'top', 'none'] as const;
export type LabelPlacement = (typeof LABEL_PLACEMENTS)[number];

/** The dialog's swatches: letters and their outline (any #rrggbb is accepted). */
export const LABEL_COLORS = [
  '#2a1650',
  '#111111',
  '#ffffff',
  '#d62828',
  '#f77f00',
  '#ffbe0b',
  '#2a9d8f',
  '#1d4ed8',
  '#ff2bd6',
] as const;
export const LABEL_OUTLINES = ['#ffffff', '#111111', '#ffbe0b', '#2a1650'] as const;

/** Saves per person per window (previews are counted apart, more generously: each is a render). */
export const LABEL_EDIT_LIMITS = {
  savesPerWindow: 30,
  previewsPerWindow: 600,
  windowSeconds: 600,
} as const;

export const LABEL_EDIT_MESSAGES = {
  badColor: 'Colours are written as #rrggbb.',
  noLayer: 'This sticker was made before labels could be edited. Regenerate it to edit its label.',
  busy: 'This sticker is being drawn. Try again when it is done.',
  tooMany: 'Too many label edits. Please try again in a few minutes.',
} as const;

const hex = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, LABEL_EDIT_MESSAGES.badColor)
  .transform((v) => v.toLowerCase());

export const labelEditSchema = z.object({
  // The creation form's own label text rule (required, at most STICKER_LIMITS.labelMax characters).
  text: stickerEntrySchema.shape.labelText,
  language: labelLanguageSchema,
  color: hex,
  outline: hex,
  placement: z.enum(LABEL_PLACEMENTS),
});
export type LabelEdit = z.output<typeof labelEditSchema>;

/** The dialog's message key for a problem with one field (translated under `labelEdit.errors`). */
export type LabelEditErrorKey = 'textRequired' | 'textTooLong' | 'badColor' | 'badLanguage' | 'badPlacement';

export function labelEditErrorKey(issue: { path: PropertyKey[] | string; code?: string }): LabelEditErrorKey {
  const field = String(Array.isArray(issue.path) ? issue.path[0] : issue.path.split('.')[0]);
  if (field === 'text') return issue.code === 'too_big' ? 'textTooLong' : 'textRequired';
  if (field === 'color' || field === 'outline') return 'badColor';
  if (field === 'language') return 'badLanguage';
  return 'badPlacement';
}
