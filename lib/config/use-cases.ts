// The use cases (docs/product-rules.md), plus a free-text custom one. 'family' is shown as family and friendship.
export const USE_CASES = [
  'social',
  'emotions',
  'workplace',
  'romantic',
  'family',
  'events',
  'pets',
  'health',
  'food',
  'humorous',
  'gaming',
  'travel',
  'music',
  'sports',
  'study',
] as const;

export type UseCase = (typeof USE_CASES)[number];
export const CUSTOM_USE_CASE_MAX = 60;

export const isUseCase = (v: string): v is UseCase => (USE_CASES as readonly string[]).includes(v);
