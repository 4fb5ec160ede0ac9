import { PACK_LIMITS } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';

// The /create-sticker-pack state (docs/product-rules.md: four steps), kept in this browser per user so a reload
// keeps it; cleared after a successful create.
export const PACK_STEPS = ['name', 'stickers', 'visibility', 'summary'] as const;
export type PackStep = (typeof PACK_STEPS)[number];

export type PackDraft = {
  step: PackStep;
  name: string;
  /** Selected sticker references, in the order they were picked (the pack's order). */
  selected: string[];
  /** Optional cover; always one of `selected` (docs/product-rules.md: cleared when its sticker is deselected). */
  cover: string | null;
  visibility: Visibility;
};

export const newPackDraft = (): PackDraft => ({
  step: 'name',
  name: '',
  selected: [],
  cover: null,
  visibility: 'PRIVATE',
});

export const packDraftKey = (userKey: string) => `stickerfy:pack-draft:${userKey}`;

export function parsePackDraft(raw: string | null): PackDraft | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PackDraft>;
    const selected = Array.isArray(v.selected)
      ? [...new Set(v.selected.filter((r): r is string => typeof r === 'string'))].slice(
          0,
          PACK_LIMITS.maxStickers,
        )
      : [];
    const cover = typeof v.cover === 'string' && selected.includes(v.cover) ? v.cover : null;
    return {
      step: PACK_STEPS.includes(v.step as PackStep) ? (v.step as PackStep) : 'name',
      name: typeof v.name === 'string' ? v.name.slice(0, PACK_LIMITS.nameMax) : '',
      selected,
      cover,
      visibility: v.visibility === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE',
    };
  } catch {
    return null;
  }
}

/** Keeps only stickers that still exist (one may have been deleted since the draft was saved). */
export function pruneDraft(draft: PackDraft, available: ReadonlySet<string>): PackDraft {
  const selected = draft.selected.filter((r) => available.has(r));
  if (selected.length === draft.selected.length) return draft;
  return { ...draft, selected, cover: draft.cover && selected.includes(draft.cover) ? draft.cover : null };
}

/** Deselecting the cover sticker clears the cover. */
export function withSelection(draft: PackDraft, selected: string[]): PackDraft {
  return { ...draft, selected, cover: draft.cover && selected.includes(draft.cover) ? draft.cover : null };
}
