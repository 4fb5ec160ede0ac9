import { z } from 'zod';

// Character creation rules and limits (docs/product-rules.md), shared by the create-character form and the API.
export const CHARACTER_LIMITS = {
  nameMax: 50,
  descriptionMax: 100,
  maxImages: 3,
  maxFileBytes: 10485760,
} as const;

export const CHARACTER_STATUSES = ['PENDING', 'PROCESSING', 'CREATED', 'FAILED_CREATION'] as const;
export type CharacterStatus = (typeof CHARACTER_STATUSES)[number];

/** English texts (the documented wording); the form translates them by issue path. `{{max}}` is already filled in. */
export const CHARACTER_MESSAGES = {
  nameRequired: 'Please provide a name for your character.',
  nameTooLong: `Name cannot exceed ${CHARACTER_LIMITS.nameMax} characters.`,
  descriptionTooLong: `Description cannot exceed ${CHARACTER_LIMITS.descriptionMax} characters.`,
  tooManyImages: `You can only upload up to ${CHARACTER_LIMITS.maxImages} images.`,
  noImages: 'Please select at least one image to upload.',
} as const;

export const createCharacterSchema = z
  .object({
    name: z
      .string({ error: CHARACTER_MESSAGES.nameRequired })
      .trim()
      .min(1, CHARACTER_MESSAGES.nameRequired)
      .max(CHARACTER_LIMITS.nameMax, CHARACTER_MESSAGES.nameTooLong),
    description: z
      .string()
      .trim()
      .max(CHARACTER_LIMITS.descriptionMax, CHARACTER_MESSAGES.descriptionTooLong)
      .nullish()
      .transform((v) => v ?? ''),
    userUploadReferences: z
      .array(z.string().trim().min(1).max(100))
      .max(CHARACTER_LIMITS.maxImages, CHARACTER_MESSAGES.tooManyImages)
      .nullish()
      .transform((v) => v ?? []),
    templateReference: z
      .string()
      .trim()
      .max(100)
      .nullish()
      .transform((v) => v || null),
    isRemix: z
      .boolean()
      .nullish()
      .transform((v) => v ?? false),
  })
  .superRefine((v, ctx) => {
    // Remix mode uses the example character's original images instead of uploads (docs/product-rules.md).
    if (v.userUploadReferences.length === 0 && !(v.isRemix && v.templateReference)) {
      ctx.addIssue({ code: 'custom', path: ['userUploadReferences'], message: CHARACTER_MESSAGES.noImages });
    }
  });

export type CreateCharacterInput = z.input<typeof createCharacterSchema>;
export type CreateCharacterRequest = z.output<typeof createCharacterSchema>;

export const listCharactersQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(24),
  cursor: z.string().max(200).optional(),
});

export const characterReferenceParamsSchema = z.object({ reference: z.string().min(1).max(100) });

export type CharacterTile = { reference: string; url: string };

/** One character as every /v1/characters response returns it (docs/product-rules.md). */
export type CharacterDto = {
  id: string;
  reference: string;
  name: string;
  description: string;
  status: CharacterStatus;
  /** 0–100; while in progress derived from createdAt (docs/product-rules.md), 100 once CREATED. */
  progress: number;
  createdAt: string;
  errorCode: string | null;
  isExample: boolean;
  isRemix: boolean;
  templateReference: string | null;
  data: { tiles: CharacterTile[]; mainTileReference: string | null };
  /** Tile URLs, main tile first. */
  images: string[];
  /** Example characters only: their original photos, which remix mode reuses. */
  sourceImages: string[];
  /** URL of the main tile, null until CREATED. */
  avatar: string | null;
};

/**
 * The browser's check of a character it receives (docs/product-rules.md: an unexpected structure is an error).
 * The fields the pages rely on are checked; the rest passes through as the server sent it.
 */
export const characterDtoSchema = z
  .object({
    reference: z.string().min(1),
    name: z.string().optional(),
    status: z.string().optional(),
    createdAt: z.string().optional(),
    data: z
      .object({
        tiles: z.array(z.object({ reference: z.string(), url: z.string() })).default([]),
        mainTileReference: z.string().nullable().default(null),
      })
      .default({ tiles: [], mainTileReference: null }),
  })
  .passthrough();

export const isCharacterInProgress = (status: string) => status === 'PENDING' || status === 'PROCESSING';

/**
 * Progress display (docs/product-rules.md): rises to 60% over the first 60 s, then to 99% by 90 s, capped at 99
 * until the character is CREATED. Shared so the page's simulated bar and the API agree.
 */
export function deriveProgress(
  status: string,
  createdAt: Date | string,
  now = Date.now(),
  stored = 0,
): number {
  if (status === 'CREATED') return 100;
  if (!isCharacterInProgress(status)) return Math.max(0, Math.min(100, stored));
  const seconds = Math.max(0, (now - new Date(createdAt).getTime()) / 1000);
  const timed = seconds <= 60 ? seconds : 60 + ((seconds - 60) * 39) / 30;
  return Math.floor(Math.min(99, Math.max(timed, stored)));
}
