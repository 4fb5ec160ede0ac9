// The landing hero's stickers (public/hero/<n>.webp), drawn by our renderer from the example
// characters by scripts/render-hero-stickers.ts: styles, moods and label scripts to show range.
export const HERO_STICKERS = [
  { character: 'astro', style: 'cartoon', label: 'Hello!', language: 'en', mood: 'fun', seed: 3 },
  { character: 'chelsea', style: 'neon-cyan', label: 'にゃー！', language: 'ja', mood: 'cute', seed: 11 },
  { character: 'astro', style: 'gold', label: '¡Vamos!', language: 'es', mood: 'energetic', seed: 5 },
  {
    character: 'chelsea',
    style: 'lavender-wash',
    label: 'Bonjour !',
    language: 'fr',
    mood: 'dreamy',
    seed: 8,
  },
  { character: 'astro', style: 'pop-art', label: 'مرحبا!', language: 'ar', mood: 'excited', seed: 21 },
  { character: 'astro', style: 'kawaii', label: 'Привет!', language: 'ru', mood: 'cute', seed: 2 },
] as const;
