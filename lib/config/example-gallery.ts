// The public examples a fresh install shows in explore (docs/decisions.md): stickers drawn once by our renderer from
// the example characters (public/examples/<slug>/tile.webp, made from tests/fixtures/photos) and committed
// as public/examples/stickers/<file>.webp by scripts/render-example-gallery.ts; packs group them.
export type ExampleSticker = {
  file: string;
  character: 'astro' | 'chelsea';
  style: string;
  name: string;
  label: string;
  language: string;
  mood: string;
  seed: number;
};

const st = (
  file: string,
  character: ExampleSticker['character'],
  style: string,
  name: string,
  label: string,
  language: string,
  mood: string,
  seed: number,
): ExampleSticker => ({ file, character, style, name, label, language, mood, seed });

export const EXAMPLE_STICKERS: ExampleSticker[] = [
  st('astro-hello', 'astro', 'cartoon', 'Hello from orbit', 'Hello!', 'en', 'fun', 3),
  st('astro-coffee', 'astro', 'cartoon-bold', 'Coffee first', 'Coffee first', 'en', 'tired', 7),
  st('astro-launch', 'astro', 'pop-art', 'Ready for launch', 'Let’s go!', 'en', 'energetic', 12),
  st('astro-neon', 'astro', 'neon-cyan', 'Night shift astronaut', 'On my way', 'en', 'calm', 4),
  st('astro-gold', 'astro', 'gold', 'Golden astronaut', 'Champion!', 'en', 'excited', 9),
  st('astro-comic', 'astro', 'comic', 'Comic hero', 'Boom!', 'en', 'dramatic', 15),
  st('astro-pixel', 'astro', 'pixel', 'Pixel spaceman', 'Level up', 'en', 'fun', 21),
  st('astro-chibi', 'astro', 'chibi', 'Tiny astronaut', 'Hi hi!', 'en', 'cute', 5),
  st('astro-sketch', 'astro', 'pencil', 'Sketchbook astronaut', 'Thinking…', 'en', 'calm', 8),
  st('astro-wash', 'astro', 'sky-wash', 'Dreamy space walk', 'Daydreaming', 'en', 'dreamy', 2),
  st('astro-hola', 'astro', 'tropical', 'Space fiesta', '¡Hola!', 'es', 'fun', 11),
  st('astro-privet', 'astro', 'kawaii', 'Space greetings', 'Привет!', 'ru', 'cute', 2),
  st('astro-marhaba', 'astro', 'retro-pop', 'Hello in Arabic', 'مرحبا!', 'ar', 'excited', 21),
  st('astro-danke', 'astro', 'riso-duo', 'Thank you, crew', 'Danke!', 'de', 'inspirational', 13),
  st('chelsea-meow', 'chelsea', 'cartoon', 'Cat says hi', 'Meow!', 'en', 'cute', 6),
  st('chelsea-nyan', 'chelsea', 'neon-rose', 'Neon kitty', 'にゃー！', 'ja', 'cute', 11),
  st('chelsea-nap', 'chelsea', 'lavender-wash', 'Nap time cat', 'Nap time', 'en', 'tired', 8),
  st('chelsea-bonjour', 'chelsea', 'pastel', 'Cat in Paris', 'Bonjour !', 'fr', 'romantic', 4),
  st('chelsea-grumpy', 'chelsea', 'manga', 'Grumpy cat morning', 'Not today', 'en', 'sarcastic', 17),
  st('chelsea-party', 'chelsea', 'warhol', 'Party cat', 'Party!', 'en', 'excited', 19),
  st('chelsea-love', 'chelsea', 'rose-gold', 'Cat love', 'Love you', 'en', 'romantic', 10),
  st('chelsea-ciao', 'chelsea', 'sunset-duo', 'Cat from Rome', 'Ciao!', 'it', 'fun', 14),
  st('chelsea-annyeong', 'chelsea', 'chibi', 'Little cat hello', '안녕!', 'ko', 'cute', 3),
  st('chelsea-nihao', 'chelsea', 'storybook', 'Storybook cat', '你好！', 'zh', 'calm', 16),
];

export type ExamplePack = { slug: string; name: string; description: string; stickers: string[] };

export const EXAMPLE_PACKS: ExamplePack[] = [
  {
    slug: 'astro-adventures',
    name: 'Astro adventures',
    description: 'An astronaut in ten styles',
    stickers: EXAMPLE_STICKERS.filter((s) => s.character === 'astro' && s.language === 'en').map(
      (s) => s.file,
    ),
  },
  {
    slug: 'chelsea-moods',
    name: 'Chelsea the cat: moods',
    description: 'A tabby for every mood',
    stickers: EXAMPLE_STICKERS.filter((s) => s.character === 'chelsea').map((s) => s.file),
  },
  {
    slug: 'hello-world',
    name: 'Hello in every language',
    description: 'Greetings in nine scripts',
    stickers: EXAMPLE_STICKERS.filter((s) => s.language !== 'en').map((s) => s.file),
  },
];

/** The owner of the examples: a system account nobody can sign in to. */
export const EXAMPLES_OWNER = { provider: 'system', subject: 'examples' } as const;
