export const queryKeys = {
  me: ['me'] as const,
  pricing: ['pricing'] as const,
  creditHistory: ['credits', 'history'] as const,
  characters: ['characters'] as const,
  character: (ref: string) => ['characters', ref] as const,
  stickers: ['stickers'] as const,
  packs: ['sticker-packs'] as const,
  styles: ['sticker-styles'] as const,
};
