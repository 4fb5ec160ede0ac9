// Texts that are rightly the same as English in some languages (loanwords the language uses as
// they are): key → the locales where the English text is the translation. Anything else that
// equals English is reported as untranslated.
// Catalogue style names (styleCatalogue.<reference>.name) that a language writes exactly as English
// does; their descriptions are always translated. Languages in Latin script keep artists' names and
// the Japanese and genre words they borrow; a few ordinary words are simply spelt the same.
const LATIN = ['es', 'pt', 'pt-BR', 'pl', 'de', 'fr', 'tr', 'it', 'id', 'nl', 'vi'] as const;
const STYLE_NAMES_AS_IN_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  warhol: LATIN,
  lichtenstein: LATIN,
  chibi: LATIN,
  kawaii: LATIN,
  'matcha-duo': LATIN,
  manga: LATIN.filter((l) => l !== 'pt-BR'), // Brazil writes "Mangá"
  vaporwave: LATIN,
  noir: ['es', 'pt', 'pt-BR', 'pl', 'de', 'fr', 'it', 'id', 'nl'],
  retro: ['es', 'pt', 'pl', 'de', 'tr', 'id', 'nl'],
  neon: ['pt-BR', 'pl', 'de', 'tr', 'it', 'id', 'nl'],
  pastel: ['es', 'pt', 'pt-BR', 'fr', 'tr', 'id', 'nl'],
  sepia: ['es', 'pl', 'de', 'id', 'nl'],
  lava: ['es', 'pt', 'pt-BR', 'de', 'it', 'id', 'nl'],
  jade: ['es', 'pt', 'pt-BR', 'de', 'fr', 'nl'],
  'flamingo-duo': ['pt', 'pt-BR', 'de', 'tr', 'id', 'nl'],
  bronze: ['pt', 'pt-BR', 'de', 'fr'],
  hologram: ['pl', 'tr', 'id', 'nl'],
  tropical: ['es', 'pt', 'pt-BR', 'fr'],
  'coral-wash': ['es', 'pt', 'pt-BR'],
  obsidian: ['de', 'id'],
  gold: ['de'],
  amethyst: ['de'],
  comic: ['de'],
  chrome: ['fr'],
  'ocean-duo': ['pl'],
  marker: ['pl'],
  mint: ['id'],
  'lavender-wash': ['id'],
  'lemon-wash': ['id'],
  'sage-wash': ['id'],
  'mustard-duo': ['id'],
};

export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  ...Object.fromEntries(
    Object.entries(STYLE_NAMES_AS_IN_ENGLISH).map(([ref, locales]) => [
      `styleCatalogue.${ref}.name`,
      locales,
    ]),
  ),
  'createSticker.descriptions.entryTitle': ['es', 'de', 'fr', 'it', 'nl'], // "Sticker {n}"
  'createSticker.descriptions.name': ['de'], // "Name"
  'createSticker.summary.stickers': ['es', 'fr'], // "Stickers"
  'createSticker.summary.stickersValue': ['es', 'nl'], // "{count} (# sets)"
  'createSticker.summary.perSticker': ['it', 'nl'], // "Per sticker"
  'createSticker.styles.rarity.rare': ['fr'], // "Rare"
  'createSticker.context.useCases.social': ['it'], // "Social" (the networks)
  'createSticker.context.useCases.pets': ['pt-BR'], // "Pets"
  'packs.stickerCount': ['es', 'fr', 'nl'], // "{count} stickers"
  'packs.create.steps.name': ['de'], // "Name"
  'packs.create.summary.name': ['de'], // "Name"
  'packs.create.steps.stickers': ['fr'], // "Stickers"
  'packs.create.summary.stickers': ['fr'], // "Stickers"
  'billing.history.detail.sticker': ['es', 'de', 'it', 'nl', 'vi'], // "Sticker: {name}"
  'billing.history.detail.stickers': ['es', 'fr', 'nl'], // "# sticker / # stickers"
  'pricing.stickers': ['es'], // "≈ # sticker / # stickers"
  'pricing.credits': ['nl'], // "{credits} credit / {credits} credits"
  'testCheckout.creditsValue': ['nl'], // "# credit / # credits"
  'telegram.invoiceLabel': ['nl'], // "# credit / # credits"
  'telegram.planButton': ['nl'], // "{name} · # credit / # credits · {stars} ⭐"
};
