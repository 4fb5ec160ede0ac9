// Texts that are rightly the same as English in some languages (loanwords the language uses as
// they are): key → the locales where the English text is the translation. Anything else that
// equals English is reported as untranslated.
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
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
};
