import type { Raw } from '../../raw';
import type { BodyColours } from './skeleton';

// The drawn body's clothes: a seeded outfit of flat colours (the style family recolours them with
// the head, families.ts), and a skin colour taken from the character's own face so hands match it.

type Outfit = Omit<BodyColours, 'ink' | 'skin'>;

const OUTFITS: Outfit[] = [
  {
    shirt: '#ff6b6b',
    shade: '#d94c57',
    pants: '#2d3a8c',
    shoes: '#ffffff',
    accent: '#ffd23f',
    longSleeves: false,
  },
  {
    shirt: '#4dabf7',
    shade: '#2f86d1',
    pants: '#343a40',
    shoes: '#ff6b6b',
    accent: '#ffe066',
    longSleeves: true,
  },
  {
    shirt: '#ffd43b',
    shade: '#f0a81c',
    pants: '#5f3dc4',
    shoes: '#212529',
    accent: '#ff8787',
    longSleeves: false,
  },
  {
    shirt: '#69db7c',
    shade: '#3fb157',
    pants: '#1c3d5a',
    shoes: '#ffffff',
    accent: '#ff922b',
    longSleeves: true,
  },
  {
    shirt: '#b197fc',
    shade: '#8e6fe6',
    pants: '#2b2d42',
    shoes: '#ffd43b',
    accent: '#63e6be',
    longSleeves: false,
  },
  {
    shirt: '#ff8fc7',
    shade: '#e0609f',
    pants: '#3b5bdb',
    shoes: '#ffffff',
    accent: '#74c0fc',
    longSleeves: true,
  },
  {
    shirt: '#ff922b',
    shade: '#e0700c',
    pants: '#495057',
    shoes: '#f8f9fa',
    accent: '#4dabf7',
    longSleeves: false,
  },
  {
    shirt: '#20c997',
    shade: '#0ca678',
    pants: '#862e9c',
    shoes: '#212529',
    accent: '#ffe066',
    longSleeves: true,
  },
];

export const OUTFIT_COUNT = OUTFITS.length;

/** The mean colour of a face: the middle of the head box (cheeks, nose), opaque pixels only. */
export function skinOf(head: Raw): string {
  const { width: W, height: H, data } = head;
  let r = 0;
  let g = 0;
  let b = 0;
  let n = 0;
  for (let y = Math.round(H * 0.45); y < Math.round(H * 0.75); y++)
    for (let x = Math.round(W * 0.3); x < Math.round(W * 0.7); x++) {
      const i = (y * W + x) * 4;
      if ((data[i + 3] as number) < 200) continue;
      r += data[i] as number;
      g += data[i + 1] as number;
      b += data[i + 2] as number;
      n++;
    }
  if (!n) return '#f2c6a0';
  const hex = (v: number) =>
    Math.round(v / n)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

/** The outfit number `index` (any integer) with the face's skin. */
export function bodyColours(index: number, skin: string): BodyColours {
  const o = OUTFITS[((index % OUTFITS.length) + OUTFITS.length) % OUTFITS.length] as Outfit;
  return { ...o, ink: '#221830', skin };
}
