import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/config/locales';

// Sticker styles and AI style suggestions (docs/product-rules.md). Rarity is listed two ways; both
// readings are kept and mapped here, in one place: the API sends `rarity` (COMMON…UNIQUE) and
// `rarityLabel` (common…legendary).
export const RARITIES = ['COMMON', 'UNCOMMON', 'RARE', 'EPIC', 'UNIQUE'] as const;
export type Rarity = (typeof RARITIES)[number];
export const RARITY_LABELS = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type RarityLabel = (typeof RARITY_LABELS)[number];

const LABEL_BY_RARITY: Record<Rarity, RarityLabel> = {
  COMMON: 'common',
  UNCOMMON: 'uncommon',
  RARE: 'rare',
  EPIC: 'epic',
  UNIQUE: 'legendary',
};

/** Either reading (any case) → the canonical upper-case rarity; unknown → COMMON. */
export function normalizeRarity(value: string | null | undefined): Rarity {
  const v = (value ?? '').trim().toUpperCase();
  if (v === 'LEGENDARY') return 'UNIQUE';
  return (RARITIES as readonly string[]).includes(v) ? (v as Rarity) : 'COMMON';
}

export const rarityLabel = (value: string | null | undefined): RarityLabel =>
  LABEL_BY_RARITY[normalizeRarity(value)];

/** The style tabs of the create-sticker page (docs/product-rules.md), in the order the style step lists them. */
export const STYLE_TABS = [
  'all',
  'favourite',
  'my',
  'new',
  'trending',
  'paid',
  'free',
  'uncommon',
  'rare',
  'epic',
] as const;
export type StyleTab = (typeof STYLE_TABS)[number];

export const MAX_STYLES = 3;

/** One style as every /v1/sticker-styles response returns it. */
export type StyleDto = {
  id: string;
  reference: string;
  name: string;
  description: string;
  categoryName: string;
  image: string | null;
  order: number;
  rarity: Rarity;
  rarityLabel: RarityLabel;
  costInCredits: number;
  isFree: boolean;
  /** The signed-in user owns it (free styles count as owned once added, or always usable). */
  owned: boolean;
};

/** GET /v1/sticker-styles/public: one image per style, no auth. */
export type PublicStyleDto = Pick<
  StyleDto,
  'reference' | 'name' | 'description' | 'image' | 'rarity' | 'rarityLabel'
>;

export const styleIdParamsSchema = z.object({ id: z.string().trim().min(1).max(100) });

/** GET /v1/sticker-styles, /user, /public: names and descriptions in the reader's language (else English). */
export const stylesQuerySchema = z.object({ locale: z.enum(LOCALES).default(DEFAULT_LOCALE) });

/** Which tabs a style shows under (favourites are kept in the browser, so they are passed in). */
export function styleInTab(style: StyleDto, tab: StyleTab, favourite: boolean): boolean {
  const category = style.categoryName.toLowerCase();
  switch (tab) {
    case 'all':
      return true;
    case 'favourite':
      return favourite;
    case 'my':
      return style.owned;
    case 'new':
      return category.includes('new');
    case 'trending':
      return category.includes('trending');
    case 'paid':
      return !style.isFree;
    case 'free':
      return style.isFree;
    case 'uncommon':
      return style.rarity === 'UNCOMMON';
    case 'rare':
      return style.rarity === 'RARE';
    case 'epic':
      return style.rarity === 'EPIC';
  }
}

/** An AI style suggestion (docs/product-rules.md). */
export const aiStyleSchema = z.object({
  styleName: z.string().trim().min(1).max(80),
  styleDescription: z.string().trim().min(1).max(400),
});
export type AiStyle = z.infer<typeof aiStyleSchema>;
