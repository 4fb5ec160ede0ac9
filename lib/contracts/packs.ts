import { z } from 'zod';
import type { StickerMotionDto } from './animation';
import type { ModerationState } from './moderation';
import { type Visibility, VISIBILITIES } from './stickers';

// Sticker pack rules and limits (docs/product-rules.md). Shared by the pack screens and
// /v1/sticker-packs handlers.
export const PACK_LIMITS = {
  nameMax: 40,
  descriptionMax: 300,
  minStickers: 1,
  maxStickers: 120,
  /** Product rule (docs/product-rules.md): the list preview shows up to 4 stickers. */
  previewMax: 4,
  /** Product rule (docs/product-rules.md): one reading says Save is disabled with fewer than 4 stickers (kept, see packs UI). */
  softMinStickers: 4,
} as const;

/** English texts (the documented wording); the pages translate them by key. */
export const PACK_MESSAGES = {
  nameEmpty: 'Pack name cannot be empty',
  nameTooLong: 'Name cannot exceed 40 characters',
  noStickers: 'Please select at least 1 sticker for your pack.',
  tooManyStickers: 'A sticker pack cannot contain more than 120 stickers.',
  duplicateStickers: 'A sticker can be in a pack only once.',
  coverNotInPack: 'The cover sticker must be one of the pack’s stickers.',
} as const;

const reference = z.string().trim().min(1).max(100);

export const packNameSchema = z
  .string({ error: PACK_MESSAGES.nameEmpty })
  .trim()
  .min(1, PACK_MESSAGES.nameEmpty)
  .max(PACK_LIMITS.nameMax, PACK_MESSAGES.nameTooLong);

const description = z
  .string()
  .trim()
  .max(PACK_LIMITS.descriptionMax)
  .nullish()
  .transform((v) => v ?? '');

const stickerReferences = z
  .array(reference, { error: PACK_MESSAGES.noStickers })
  .min(PACK_LIMITS.minStickers, PACK_MESSAGES.noStickers)
  .max(PACK_LIMITS.maxStickers, PACK_MESSAGES.tooManyStickers)
  .refine((refs) => new Set(refs).size === refs.length, PACK_MESSAGES.duplicateStickers);

/** POST /v1/sticker-packs (docs/product-rules.md): the update payload plus an optional cover sticker. */
export const createPackSchema = z
  .object({
    name: packNameSchema,
    description,
    stickerReferences,
    coverStickerReference: reference.nullish().transform((v) => v ?? null),
    visibility: z.enum(VISIBILITIES).default('PRIVATE'),
  })
  .refine((v) => !v.coverStickerReference || v.stickerReferences.includes(v.coverStickerReference), {
    path: ['coverStickerReference'],
    message: PACK_MESSAGES.coverNotInPack,
  });
export type CreatePackInput = z.input<typeof createPackSchema>;
export type CreatePackRequest = z.output<typeof createPackSchema>;

/**
 * PUT /v1/sticker-packs/{reference}. The documented update payload lists name, description, stickerReferences and
 * visibility; the pack view saves only name and stickerReferences, so the others are optional
 * (absent = unchanged). A cover that leaves the pack is cleared.
 */
export const updatePackSchema = z.object({
  name: packNameSchema,
  description: z.string().trim().max(PACK_LIMITS.descriptionMax).optional(),
  stickerReferences,
  visibility: z.enum(VISIBILITIES).optional(),
  coverStickerReference: reference.nullish(),
});
export type UpdatePackInput = z.input<typeof updatePackSchema>;
export type UpdatePackRequest = z.output<typeof updatePackSchema>;

export const packReferenceParamsSchema = z.object({ reference });

export const listPacksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
  q: z.string().trim().max(100).optional(),
});

export type PackStickerDto = {
  reference: string;
  name: string;
  emoji: string[];
  /** `thumb`: the 320 px copy for grids, when the sticker has one. */
  data: { image: string | null; thumb: string | null };
  /** Present when it is animated (docs/animated-stickers.md); on public reads only when its files are public. */
  animation?: StickerMotionDto;
};

/** Telegram publication state shown on the pack page (GET /v1/sticker-packs/{reference}/telegram). */
export type PackTelegramDto = {
  status: 'PENDING' | 'PUBLISHING' | 'PUBLISHED' | 'FAILED';
  url: string | null;
  done: number;
  total: number;
  errorCode: string | null;
};

/** One pack as /v1/sticker-packs returns it (docs/product-rules.md). */
export type PackDto = {
  reference: string;
  /** Present only when moderation took it out of the gallery (its owner's note, lib/contracts/moderation.ts). */
  moderation?: ModerationState;
  publicId: string;
  name: string;
  description: string;
  visibility: Visibility;
  createdAt: string;
  updatedAt: string;
  stickerCount: number;
  coverStickerReference: string | null;
  stickerReferences: string[];
  /** Every sticker in pack order on a single pack; the first PACK_LIMITS.previewMax in lists. */
  stickers: PackStickerDto[];
};
