import { PACK_LIMITS, type PackStickerDto, packNameSchema } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';

// Pack editing state shared by the pack page and the select screen (docs/product-rules.md).
// App Router has no router state, so the "selected stickers + editing flag" that the product's flow passes along
// live in sessionStorage, keyed by pack reference: they last as long as the tab.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PackEditSession = {
  /** The name being typed (may be invalid while editing). */
  name: string;
  /** The pack's stickers as edited so far, in order. */
  stickers: PackStickerDto[];
  /** The visibility chosen in edit mode (absent = unchanged). */
  visibility?: Visibility;
  /** Written by the select screen's Add; merged into `stickers` when the pack page comes back. */
  incoming?: PackStickerDto[];
};

export const packEditKey = (reference: string) => `stickerfy:pack-edit:${reference}`;

const isSticker = (v: unknown): v is PackStickerDto =>
  !!v &&
  typeof (v as PackStickerDto).reference === 'string' &&
  typeof (v as PackStickerDto).name === 'string' &&
  typeof (v as PackStickerDto).data === 'object';

export function parsePackEditSession(raw: string | null): PackEditSession | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<PackEditSession>;
    if (typeof v.name !== 'string' || !Array.isArray(v.stickers) || !v.stickers.every(isSticker)) return null;
    const incoming = Array.isArray(v.incoming) ? v.incoming.filter(isSticker) : undefined;
    const visibility = v.visibility === 'PUBLIC' || v.visibility === 'PRIVATE' ? v.visibility : undefined;
    return {
      name: v.name,
      stickers: v.stickers,
      ...(visibility ? { visibility } : {}),
      ...(incoming ? { incoming } : {}),
    };
  } catch {
    return null;
  }
}

export function sessionStore(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: editing still works, only the trip to the select screen forgets
  }
}

export const readPackEdit = (reference: string, storage = sessionStore()) =>
  parsePackEditSession(storage?.getItem(packEditKey(reference)) ?? null);

export function writePackEdit(reference: string, session: PackEditSession, storage = sessionStore()) {
  try {
    storage?.setItem(packEditKey(reference), JSON.stringify(session));
  } catch {}
}

export function clearPackEdit(reference: string, storage = sessionStore()) {
  try {
    storage?.removeItem(packEditKey(reference));
  } catch {}
}

/**
 * Product rule (docs/product-rules.md): new stickers are appended, references already in the pack are skipped, and the pack never
 * passes PACK_LIMITS.maxStickers (the overflow is reported so the page can say so).
 */
export function mergeStickers(
  current: readonly PackStickerDto[],
  incoming: readonly PackStickerDto[],
  max: number = PACK_LIMITS.maxStickers,
) {
  const seen = new Set(current.map((s) => s.reference));
  const stickers = [...current];
  let added = 0;
  let overflow = 0;
  for (const s of incoming) {
    if (seen.has(s.reference)) continue;
    seen.add(s.reference);
    if (stickers.length >= max) {
      overflow += 1;
      continue;
    }
    stickers.push(s);
    added += 1;
  }
  return { stickers, added, overflow };
}

/** Selecting one more: refused (maxed) at the cap, docs/product-rules.md. */
export function toggleSelection(selected: readonly string[], reference: string, max: number) {
  if (selected.includes(reference)) return { next: selected.filter((r) => r !== reference), maxed: false };
  if (selected.length >= max) return { next: [...selected], maxed: true };
  return { next: [...selected, reference], maxed: false };
}

export type NameProblem = 'nameEmpty' | 'nameTooLong';

/** The live error of a pack name input (docs/product-rules.md), or null. */
export function nameProblem(name: string): NameProblem | null {
  const r = packNameSchema.safeParse(name);
  if (r.success) return null;
  return name.trim().length === 0 ? 'nameEmpty' : 'nameTooLong';
}

export type SaveBlocker = NameProblem | 'notEnough' | 'belowRecommended' | 'tooMany';

/**
 * Why Save is disabled, or null. The edit minimum has two readings (docs/product-rules.md): the API (and the
 * remove button) never go below 1 sticker, and one reading disables Save below 4. We keep both: the
 * remove button stops at one, and an edit that takes a pack below 4 waits, with the reason shown
 * beside Save. A pack that already had fewer than 4 (creation allows 1) can still be renamed,
 * made public or given more stickers — it is never stuck.
 */
export function saveBlocker(name: string, count: number, countBefore = count): SaveBlocker | null {
  const problem = nameProblem(name);
  if (problem) return problem;
  if (count < PACK_LIMITS.minStickers) return 'notEnough';
  if (count > PACK_LIMITS.maxStickers) return 'tooMany';
  if (count < PACK_LIMITS.softMinStickers && count < countBefore) return 'belowRecommended';
  return null;
}

/** The numbers of a 402 (details.required / available), for the translated 'Insufficient Credits' text. */
export function insufficientNumbers(details: unknown): { cost: number; credits: number } | null {
  const d = details as { required?: unknown; available?: unknown } | undefined;
  return typeof d?.required === 'number' && typeof d.available === 'number'
    ? { cost: d.required, credits: d.available }
    : null;
}
