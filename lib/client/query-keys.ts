export const queryKeys = {
  me: ['me'] as const,
  pricing: ['pricing'] as const,
  creditHistory: ['credits', 'history'] as const,
  creditHistoryIn: (locale: string) => ['credits', 'history', locale] as const,
  characters: ['characters'] as const,
  character: (ref: string) => ['characters', ref] as const,
  stickers: ['stickers'] as const,
  packs: ['sticker-packs'] as const,
  /** Every language's copy of the style list (for updates that apply to all of them). */
  styles: ['sticker-styles'] as const,
  stylesIn: (locale: string) => ['sticker-styles', locale] as const,
};
