import {
  type LabelEdit,
  type LabelEditErrorKey,
  labelEditErrorKey,
  labelEditSchema,
} from '@/lib/contracts/label-edits';
import { apiFetch, unwrap } from './api-fetch';
import type { Sticker } from './stickers';

// The edit-label dialog's data (docs/product-rules.md, label edits): the label as drawn now, a
// preview address for an <img> (drawn by the server, nothing stored) and the save.

const base = (reference: string) => `/v1/stickers/${encodeURIComponent(reference)}/label`;

/** The label as drawn now; null when the sticker was drawn before labels could be edited. */
export async function fetchStickerLabel(reference: string): Promise<LabelEdit | null> {
  const body = await apiFetch(base(reference));
  return unwrap<{ label: LabelEdit | null }>(body)?.label ?? null;
}

/** Where the preview of this label is drawn (same-origin, the session cookie authorises it). */
export const labelPreviewUrl = (reference: string, edit: LabelEdit) =>
  `${base(reference)}/preview?${new URLSearchParams(edit).toString()}`;

export async function saveStickerLabel(reference: string, edit: LabelEdit): Promise<Sticker> {
  return unwrap<Sticker>(await apiFetch(base(reference), { method: 'PUT', body: edit }));
}

/** Through the API's own schema: the edit to send, or the first problem as a message key. */
export function checkLabelEdit(
  edit: LabelEdit,
): { ok: true; edit: LabelEdit } | { ok: false; error: LabelEditErrorKey } {
  const parsed = labelEditSchema.safeParse(edit);
  if (parsed.success) return { ok: true, edit: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: issue ? labelEditErrorKey(issue) : 'textRequired' };
}
