import type { RenderStyle } from './types';
import type { Treatment } from './families';
import { CHIBI_WORDS, STYLE_WORDS, type WordsEntry as Entry } from './style-words';

// The seeded catalogue's styles, each drawn by a real family (lib/config/styles.ts references).
const BY_REFERENCE: Record<string, Entry> = {
  classic: { family: 'photo' },
  cartoon: { family: 'cartoon' },
  pastel: { family: 'watercolor', colors: ['#ffc8e6'] },
  noir: { family: 'duotone', colors: ['#101014', '#f4f4f4'] },
  sunny: { family: 'watercolor', colors: ['#ffb547'] },
  frosty: { family: 'lineart', colors: ['#1e5aa8', '#eaf6ff'] },
  'pop-art': { family: 'popart' },
  comic: { family: 'comic', colors: ['#3c096c', '#ff9e00', '#caf0f8'] },
  retro: { family: 'duotone', colors: ['#3d1e6d', '#f4a259'] },
  neon: { family: 'neon', colors: ['#ff2bd6', '#120b2e'] },
  mint: { family: 'photo' },
  sepia: { family: 'duotone', colors: ['#3b2412', '#f3dfb8'] },
  'sticker-bomb': { family: 'comic', colors: ['#3a0ca3', '#ff006e', '#fb5607', '#ffbe0b'] },
  vaporwave: { family: 'popart', colors: ['#2d1b69', '#ff71ce', '#01cdfe', '#fffb96'] },
  blueprint: { family: 'lineart', colors: ['#ffffff', '#1e5aa8'] },
  candy: { family: 'popart', colors: ['#c9184a', '#ff4d9d', '#ff8fc7', '#ffe0ef'] },
  forest: { family: 'duotone', colors: ['#1b3a2b', '#a7d49b'] },
  duotone: { family: 'duotone', colors: ['#2b2d42', '#ff8c61'] },
  gold: { family: 'metallic' },
  hologram: { family: 'metallic', colors: ['#3a0ca3', '#4cc9f0', '#f72585', '#e0fbfc'] },
  lava: { family: 'neon', colors: ['#ff4500', '#2a0500'] },
  midnight: { family: 'neon', colors: ['#c0c0ff', '#0b0b2e'] },
  galaxy: { family: 'neon', colors: ['#b388ff', '#1a0033'] },
  ruby: { family: 'metallic', colors: ['#3d0008', '#9b111e', '#e0115f', '#ffd1dc'] },
};

/** The drawing treatment for a style: catalogue reference first, else the style's own words. */
export function treatmentFor(style: RenderStyle): Treatment & { chibi: boolean } {
  const text = `${style.name} ${style.description} ${style.prompt}`.toLowerCase();
  const fromLook = style.look?.family
    ? { family: style.look.family, colors: style.look.colors, chibi: style.look.chibi }
    : undefined;
  const known = fromLook ?? (style.reference ? BY_REFERENCE[style.reference] : undefined);
  const entry = known ?? STYLE_WORDS.find(([re]) => re.test(text))?.[1] ?? { family: 'cartoon' };
  return {
    family: entry.family,
    colors: entry.colors ?? [],
    look: style.look,
    chibi: entry.chibi ?? CHIBI_WORDS.test(text),
  };
}
