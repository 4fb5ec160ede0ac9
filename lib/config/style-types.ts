// The shapes of the style catalogue (lib/config/styles.ts, style-variants.ts).
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
