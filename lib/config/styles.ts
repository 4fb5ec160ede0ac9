import { STYLE_VARIANTS } from './style-variants';

// The seeded style catalogue. `look` drives our local image pipeline (colour treatment, outline,
// texture); `prompt` drives the hosted image model. Preview images are rendered by
// scripts/render-style-previews.ts from a fixture photo — nothing is copied from the internet.
export type Rarity = 'COMMON' | 'UNCOMMON' | 'RARE' | 'EPIC' | 'UNIQUE';

export type StyleLook = {
  saturation: number; // 1 = unchanged
  brightness: number;
  posterize?: number; // colour levels per channel
  tint?: string; // hex colour blended over the subject
  tintStrength?: number; // 0..1
  grayscale?: boolean;
  outline: string; // die-cut outline colour
  outlineWidth: number; // px at 512
  background?: string; // preview card background
  /** The local renderer's drawing family and its colours (catalogue variants; see lib/media/sticker). */
  family?: StyleFamily;
  colors?: string[];
  chibi?: boolean;
};

export type StyleFamily =
  | 'photo'
  | 'cartoon'
  | 'comic'
  | 'popart'
  | 'pixel'
  | 'watercolor'
  | 'lineart'
  | 'neon'
  | 'metallic'
  | 'duotone';

export type StyleSeed = {
  reference: string;
  name: string;
  description: string;
  prompt: string;
  categoryName: string;
  rarity: Rarity;
  costInCredits: number;
  look: StyleLook;
};

const s = (
  reference: string,
  name: string,
  description: string,
  categoryName: string,
  rarity: Rarity,
  costInCredits: number,
  look: StyleLook,
): StyleSeed => ({
  reference,
  name,
  description,
  prompt: `${name} sticker style: ${description}`,
  categoryName,
  rarity,
  costInCredits,
  look,
});

const BASE_STYLES: StyleSeed[] = [
  s('classic', 'Classic', 'A standard, versatile look', 'classic', 'COMMON', 0, {
    saturation: 1.1,
    brightness: 1.02,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('cartoon', 'Cartoon', 'Bold flat colours and clean shapes', 'classic', 'COMMON', 0, {
    saturation: 1.5,
    brightness: 1.05,
    posterize: 6,
    outline: '#ffffff',
    outlineWidth: 14,
  }),
  s('pastel', 'Pastel', 'Soft, airy pastel tones', 'classic new', 'COMMON', 0, {
    saturation: 0.7,
    brightness: 1.15,
    tint: '#ffc8e6',
    tintStrength: 0.25,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('noir', 'Noir', 'Black and white with deep contrast', 'classic', 'COMMON', 0, {
    saturation: 0,
    brightness: 1,
    grayscale: true,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('sunny', 'Sunny', 'Warm golden-hour glow', 'mood trending', 'COMMON', 0, {
    saturation: 1.2,
    brightness: 1.1,
    tint: '#ffb547',
    tintStrength: 0.2,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('frosty', 'Frosty', 'Cool icy blues', 'mood', 'COMMON', 0, {
    saturation: 0.9,
    brightness: 1.08,
    tint: '#7cc8ff',
    tintStrength: 0.25,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('pop-art', 'Pop Art', 'Punchy poster colours in a few flat tones', 'art trending', 'UNCOMMON', 10, {
    saturation: 1.9,
    brightness: 1.05,
    posterize: 4,
    outline: '#111111',
    outlineWidth: 10,
  }),
  s('comic', 'Comic', 'Inked comic-book look with a dark outline', 'art', 'UNCOMMON', 10, {
    saturation: 1.4,
    brightness: 1,
    posterize: 5,
    outline: '#1a1a1a',
    outlineWidth: 12,
  }),
  s('retro', 'Retro', 'Faded seventies print colours', 'art', 'UNCOMMON', 10, {
    saturation: 0.8,
    brightness: 1.05,
    tint: '#d9a066',
    tintStrength: 0.3,
    posterize: 8,
    outline: '#fff6e0',
    outlineWidth: 12,
  }),
  s('neon', 'Neon', 'Electric glow on a dark night', 'mood new', 'UNCOMMON', 10, {
    saturation: 2,
    brightness: 1.05,
    tint: '#ff2bd6',
    tintStrength: 0.2,
    outline: '#39ff14',
    outlineWidth: 12,
    background: '#14002a',
  }),
  s('mint', 'Mint', 'Fresh green and clean', 'classic', 'UNCOMMON', 0, {
    saturation: 0.9,
    brightness: 1.1,
    tint: '#7fffd4',
    tintStrength: 0.2,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('sepia', 'Sepia', 'An old photograph in warm brown', 'classic', 'UNCOMMON', 0, {
    saturation: 0,
    brightness: 1.05,
    grayscale: true,
    tint: '#a0703c',
    tintStrength: 0.35,
    outline: '#fff3dc',
    outlineWidth: 12,
  }),
  s('sticker-bomb', 'Sticker Bomb', 'Thick outline, loud colour, made to pop', 'fun trending', 'RARE', 20, {
    saturation: 1.7,
    brightness: 1.08,
    posterize: 6,
    outline: '#ffffff',
    outlineWidth: 20,
  }),
  s('vaporwave', 'Vaporwave', 'Pink and cyan dreamscape', 'art new', 'RARE', 20, {
    saturation: 1.3,
    brightness: 1.05,
    tint: '#9d7bff',
    tintStrength: 0.3,
    outline: '#00e5ff',
    outlineWidth: 12,
  }),
  s('blueprint', 'Blueprint', 'Technical cyan line-work feel', 'art', 'RARE', 20, {
    saturation: 0,
    brightness: 1.15,
    grayscale: true,
    tint: '#1e64c8',
    tintStrength: 0.55,
    outline: '#ffffff',
    outlineWidth: 10,
  }),
  s('candy', 'Candy', 'Sweet saturated pinks', 'fun', 'RARE', 20, {
    saturation: 1.6,
    brightness: 1.1,
    tint: '#ff5fa2',
    tintStrength: 0.2,
    outline: '#ffffff',
    outlineWidth: 16,
  }),
  s('forest', 'Forest', 'Mossy greens and earth tones', 'mood', 'RARE', 0, {
    saturation: 0.9,
    brightness: 1,
    tint: '#3f8f4a',
    tintStrength: 0.3,
    outline: '#f3ffe8',
    outlineWidth: 12,
  }),
  s('duotone', 'Duotone', 'Two bold inks, nothing else', 'art new', 'RARE', 20, {
    saturation: 0,
    brightness: 1.1,
    grayscale: true,
    posterize: 3,
    tint: '#ff4d4d',
    tintStrength: 0.45,
    outline: '#ffffff',
    outlineWidth: 12,
  }),
  s('gold', 'Gold', 'Luxurious metallic gold', 'premium trending', 'EPIC', 40, {
    saturation: 0.4,
    brightness: 1.12,
    tint: '#d4a017',
    tintStrength: 0.55,
    outline: '#fff1b8',
    outlineWidth: 14,
  }),
  s('hologram', 'Hologram', 'Iridescent sci-fi shimmer', 'premium new', 'EPIC', 40, {
    saturation: 1.4,
    brightness: 1.1,
    tint: '#6fffe9',
    tintStrength: 0.35,
    posterize: 7,
    outline: '#e0f7ff',
    outlineWidth: 14,
  }),
  s('lava', 'Lava', 'Molten reds and oranges', 'premium', 'EPIC', 40, {
    saturation: 1.8,
    brightness: 1.02,
    tint: '#ff3b00',
    tintStrength: 0.35,
    outline: '#ffd27a',
    outlineWidth: 14,
  }),
  s('midnight', 'Midnight', 'Deep indigo with silver edges', 'premium', 'EPIC', 40, {
    saturation: 0.6,
    brightness: 0.95,
    tint: '#2b2d7c',
    tintStrength: 0.45,
    outline: '#cfd8ff',
    outlineWidth: 14,
    background: '#0c0d2b',
  }),
  s('galaxy', 'Galaxy', 'Cosmic purple starfield glow', 'premium trending', 'UNIQUE', 80, {
    saturation: 1.5,
    brightness: 1.05,
    tint: '#7b2cff',
    tintStrength: 0.4,
    outline: '#ffe9ff',
    outlineWidth: 16,
    background: '#12002b',
  }),
  s('ruby', 'Ruby', 'Jewel-toned crimson, one of a kind', 'premium new', 'UNIQUE', 80, {
    saturation: 1.3,
    brightness: 1.02,
    tint: '#c2185b',
    tintStrength: 0.45,
    posterize: 9,
    outline: '#ffe3ec',
    outlineWidth: 16,
  }),
];

/** The whole catalogue: the first styles plus the family variants (lib/config/style-variants.ts). */
export const STYLE_SEEDS: StyleSeed[] = [...BASE_STYLES, ...STYLE_VARIANTS];
