// Seeded defaults (docs/product-rules.md). The database is the source of truth once seeded; the client
// uses COST_DEFAULTS only until /v1/pricing/config has loaded.
export const COST_DEFAULTS = {
  createCharacter: 3,
  characterCreationCost: 3,
  createStickers: 5,
  createStickersWithStyles: 5,
  publicStickerCreationCost: 5,
  privateStickerCreationCost: 8,
  createStickerPack: 2,
  publicStickerPackCreationCost: 2,
  privateStickerPackCreationCost: 5,
  updateStickerPack: 0,
  getIndividualStickerSuggestions: 2,
  getContextSuggestion: 2,
  getDescriptionIdeasList: 2,
  getAiStyleSuggestions: 2,
  stickerSuggestionsCreationCost: 2,
  purchaseStickerStyle: 0,
  // A moving version of a finished sticker (docs/animated-stickers.md): no new drawing, a few CPU seconds.
  animateSticker: 3,
} as const;

export type CostKey = keyof typeof COST_DEFAULTS;

export type PlanSeed = {
  id: string;
  name: string;
  description: string;
  priceInUsd: string;
  credits: number;
  freeCredits: number;
  popular: boolean;
  starsPrice: number;
};

// 10 credits per sticker: Starter's 500 credits are the landing page's "50 Stickers to start with".
export const PLAN_SEEDS: PlanSeed[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'Try it out with your first characters and stickers.',
    priceInUsd: '4.99',
    credits: 500,
    freeCredits: 0,
    popular: false,
    starsPrice: 250,
  },
  {
    id: 'standard',
    name: 'Standard',
    description: 'Enough for a few full sticker packs.',
    priceInUsd: '9.99',
    credits: 1000,
    freeCredits: 100,
    popular: true,
    starsPrice: 500,
  },
  {
    id: 'pro',
    name: 'Pro',
    description: 'For regular creators with many characters.',
    priceInUsd: '19.99',
    credits: 2000,
    freeCredits: 400,
    popular: false,
    starsPrice: 1000,
  },
  {
    id: 'super',
    name: 'Super',
    description: 'The best value for big collections.',
    priceInUsd: '29.99',
    credits: 3000,
    freeCredits: 900,
    popular: false,
    starsPrice: 1500,
  },
];

export const CREDITS_PER_STICKER_DISPLAY = 10;
export const stickerCountForPlan = (p: { credits: number; freeCredits: number }) =>
  Math.floor((p.credits + p.freeCredits) / CREDITS_PER_STICKER_DISPLAY);
