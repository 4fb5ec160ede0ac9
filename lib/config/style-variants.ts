import type { Rarity, StyleFamily, StyleSeed } from './style-types';

// Family variants of the catalogue (the landing promises "100+ styles"): each is a real drawing
// family of the local renderer with its own colours; the hosted model gets the prompt instead.
type V = [
  reference: string,
  name: string,
  description: string,
  colors: string[],
  extra?: { chibi?: boolean },
];

const FAMILIES: Record<Exclude<StyleFamily, 'photo'>, { words: string; variants: V[] }> = {
  neon: {
    words: 'glowing neon outlines on a dark body',
    variants: [
      ['neon-cyan', 'Cyan Neon', 'Cool cyan tubes on midnight blue', ['#00e5ff', '#04102a']],
      ['neon-lime', 'Lime Neon', 'Acid green glow', ['#a6ff00', '#0d1a05']],
      ['neon-sunset', 'Sunset Neon', 'Orange glow on plum', ['#ff9e00', '#2b0a1e']],
      ['neon-ice', 'Ice Neon', 'Pale blue light on the night', ['#bde0fe', '#0b132b']],
      ['neon-rose', 'Rose Neon', 'Pink tubes on deep wine', ['#ff5d8f', '#1f0614']],
      ['neon-violet', 'Violet Neon', 'Purple glow, club lights', ['#c77dff', '#10002b']],
      ['neon-emerald', 'Emerald Neon', 'Green glow of a night sign', ['#2dffb3', '#001b12']],
      ['neon-red', 'Red Neon', 'A diner sign at 2 a.m.', ['#ff1744', '#1a0000']],
      ['neon-gold', 'Gold Neon', 'Warm yellow light', ['#ffd60a', '#1a1200']],
      ['neon-aqua', 'Aqua Neon', 'Underwater glow', ['#48cae4', '#03045e']],
      ['neon-white', 'White Neon', 'Pure light on black', ['#ffffff', '#0a0a0a']],
    ],
  },
  metallic: {
    words: 'polished metal with shiny highlights',
    variants: [
      ['silver', 'Silver', 'Polished silver statue', ['#2b2b2b', '#8d8d8d', '#d9d9d9', '#ffffff']],
      ['bronze', 'Bronze', 'An award-winning bronze cast', ['#2e1503', '#8c4a12', '#cd7f32', '#f3c69b']],
      ['rose-gold', 'Rose Gold', 'Soft pink metal', ['#4a1f1f', '#b76e79', '#e8b4b8', '#fff0f0']],
      ['copper', 'Copper', 'Warm reddish metal', ['#3b1405', '#9a3c11', '#d9773c', '#ffd0a8']],
      ['emerald', 'Emerald', 'Green gemstone shine', ['#002b1a', '#00704a', '#2ec4a0', '#c8ffe8']],
      ['sapphire', 'Sapphire', 'Deep blue jewel', ['#020c3b', '#0f3fa6', '#4f8df7', '#dce8ff']],
      ['platinum', 'Platinum', 'Cool white metal', ['#3c4048', '#9aa0a6', '#e3e6ea', '#ffffff']],
      ['amethyst', 'Amethyst', 'Purple crystal', ['#1f0635', '#6a1b9a', '#b47ee5', '#f3e5ff']],
      ['jade', 'Jade', 'Carved green stone', ['#0b2419', '#2d6a4f', '#74c69d', '#e9f5ec']],
      ['obsidian', 'Obsidian', 'Black glass with a glint', ['#050505', '#1f1f24', '#4a4e69', '#c9ced6']],
      ['chrome', 'Chrome', 'Mirror-bright chrome', ['#111111', '#6c757d', '#dee2e6', '#ffffff']],
    ],
  },
  duotone: {
    words: 'two-ink print with a little grain',
    variants: [
      ['ocean-duo', 'Ocean', 'Navy and surf blue', ['#03045e', '#90e0ef']],
      ['berry-duo', 'Berry', 'Blackberry and cream', ['#3c0d3b', '#f9c6d0']],
      ['mustard-duo', 'Mustard', 'Brown ink on mustard paper', ['#3d2b1f', '#f6bd60']],
      ['tokyo-duo', 'Tokyo Night', 'Purple and neon orange', ['#240046', '#ff9e00']],
      ['sunset-duo', 'Sunset', 'Plum and coral', ['#3d0c45', '#ff7b54']],
      ['matcha-duo', 'Matcha', 'Forest ink, pale green tea', ['#283618', '#dde5b6']],
      ['lagoon-duo', 'Lagoon', 'Teal and sand', ['#005f73', '#e9d8a6']],
      ['cherry-duo', 'Cherry', 'Red ink on pink', ['#6a040f', '#ffccd5']],
      ['riso-duo', 'Riso', 'Risograph blue and pink', ['#0078bf', '#ff48b0']],
      ['mono-duo', 'Mono', 'Charcoal and paper white', ['#222222', '#f1f1f1']],
      ['grape-duo', 'Grape Soda', 'Violet and lime', ['#3a0ca3', '#caffbf']],
      ['desert-duo', 'Desert', 'Rust and dune', ['#7f2704', '#fee8c8']],
      ['midnight-duo', 'Night Print', 'Indigo ink on silver', ['#14213d', '#e5e5e5']],
      ['flamingo-duo', 'Flamingo', 'Teal and flamingo pink', ['#006d77', '#ffb4a2']],
    ],
  },
  lineart: {
    words: 'clean line drawing',
    variants: [
      ['pencil', 'Pencil', 'Grey pencil on white paper', ['#3a3a3a', '#ffffff']],
      ['chalk', 'Chalkboard', 'White chalk on slate', ['#f8f9fa', '#2f3e46']],
      ['sakura-ink', 'Sakura Ink', 'Crimson ink on blossom pink', ['#c9184a', '#fff0f3']],
      ['sepia-ink', 'Sepia Ink', 'Old letter ink', ['#5c3d2e', '#f7ead9']],
      ['night-sketch', 'Night Sketch', 'Pale lines on navy', ['#e0e1dd', '#0d1b2a']],
      ['green-ink', 'Green Ink', 'Botanical field notes', ['#1b4332', '#f1faee']],
      ['red-pen', 'Red Pen', 'Teacher’s red marker', ['#d00000', '#ffffff']],
      ['ballpoint', 'Ballpoint', 'Blue pen doodle', ['#1d3557', '#f1faee']],
      ['gold-ink', 'Gold Ink', 'Gold lines on black', ['#d4a373', '#1b1b1b']],
      ['marker', 'Marker', 'Thick black marker on yellow', ['#111111', '#fff3b0']],
    ],
  },
  popart: {
    words: 'pop-art poster with halftone dots',
    variants: [
      ['warhol', 'Warhol', 'Screen-print blocks of colour', ['#1b263b', '#ff006e', '#3a86ff', '#ffbe0b']],
      [
        'lichtenstein',
        'Lichtenstein',
        'Comic dots in red and yellow',
        ['#03071e', '#d00000', '#ffba08', '#fefae0'],
      ],
      ['bubblegum', 'Bubblegum', 'Sweet pink pop', ['#590d22', '#ff4d6d', '#ff8fa3', '#fff0f3']],
      ['lemonade', 'Lemonade', 'Yellow and turquoise pop', ['#073b4c', '#118ab2', '#06d6a0', '#ffd166']],
      ['electric', 'Electric', 'Violet and volt', ['#10002b', '#7b2cbf', '#c77dff', '#e9ff70']],
      ['tropical', 'Tropical', 'Palm green and mango', ['#132a13', '#31572c', '#f77f00', '#fcbf49']],
      ['mint-pop', 'Mint Pop', 'Fresh mint and navy dots', ['#0b132b', '#1c7c54', '#73e2a7', '#def4c6']],
      ['sunburst', 'Sunburst', 'Hot orange poster', ['#370617', '#dc2f02', '#f48c06', '#ffea00']],
      ['arcade-pop', 'Arcade', 'Blue and magenta screen', ['#0d0221', '#0f084b', '#ff3864', '#2de2e6']],
      ['retro-pop', 'Retro Pop', 'Sixties kitchen colours', ['#264653', '#2a9d8f', '#e9c46a', '#f4a261']],
    ],
  },
  watercolor: {
    words: 'soft watercolour wash on paper',
    variants: [
      ['lavender-wash', 'Lavender', 'Lilac watercolour', ['#c8b6ff']],
      ['peach-wash', 'Peach', 'Warm peach wash', ['#ffcfa8']],
      ['sky-wash', 'Sky', 'Airy blue watercolour', ['#a2d2ff']],
      ['lemon-wash', 'Lemon', 'Sunny yellow wash', ['#fdffb6']],
      ['sage-wash', 'Sage', 'Calm green watercolour', ['#cce3c7']],
      ['blush-wash', 'Blush', 'Pink cheeks watercolour', ['#ffafcc']],
      ['coral-wash', 'Coral', 'Coral reef wash', ['#ff8fa3']],
      ['sea-wash', 'Sea Glass', 'Aqua watercolour', ['#9bf6ff']],
      ['autumn-wash', 'Autumn', 'Falling leaves wash', ['#f4a261']],
      ['storybook', 'Storybook', 'A children’s book page', ['#ffe5b4']],
      ['mist-wash', 'Mist', 'Grey-blue morning mist', ['#d6e2e9']],
      ['rosewater-wash', 'Rosewater', 'Faded rose wash', ['#f8c8dc']],
    ],
  },
  cartoon: {
    words: 'flat cartoon colours with ink outlines',
    variants: [
      ['cartoon-bold', 'Bold Cartoon', 'Saturday-morning cartoon', ['#1982c4', '#ff595e', '#ffca3a']],
      ['chibi', 'Chibi', 'Big head, tiny body, all cute', [], { chibi: true }],
      [
        'chibi-pop',
        'Chibi Pop',
        'Chibi proportions, loud colours',
        ['#7209b7', '#f72585', '#ffd6ff'],
        { chibi: true },
      ],
      [
        'kawaii',
        'Kawaii',
        'Cute big-head cartoon in candy pink',
        ['#c9184a', '#ff8fab', '#ffe5ec'],
        { chibi: true },
      ],
      ['animated', 'Animated', 'Like a frame of an animated film', ['#1d3557', '#457b9d', '#a8dadc']],
    ],
  },
  comic: {
    words: 'inked comic book with dot shading',
    variants: [
      ['manga', 'Manga', 'Black ink and screentone', ['#111111', '#f8f9fa']],
      ['superhero', 'Superhero', 'Heroic comic panel', ['#1d3557', '#e63946', '#ffd166']],
      ['newsprint', 'Newsprint', 'Sunday comics strip', ['#0077b6', '#e4007c', '#ffe600']],
    ],
  },
  pixel: {
    words: 'pixel art sprite',
    variants: [
      ['pixel', 'Pixel Art', '8-bit game sprite', []],
      [
        'pixel-hero',
        'Pixel Hero',
        'A hero from a handheld console',
        ['#0f380f', '#306230', '#8bac0f', '#9bbc0f'],
      ],
    ],
  },
};

const RARITY_CYCLE: Rarity[] = [
  'UNCOMMON',
  'RARE',
  'COMMON',
  'EPIC',
  'UNCOMMON',
  'RARE',
  'UNIQUE',
  'COMMON',
  'EPIC',
];
const COST: Record<Rarity, number> = { COMMON: 0, UNCOMMON: 10, RARE: 20, EPIC: 40, UNIQUE: 80 };

// Variants the local renderer draws with the same look as a cheaper style (their previews differ
// by less than lib/media/sticker/style-distance.ts SAME_LOOK; scripts/style-distances.ts lists
// them) take that style's rarity and price: the same look never costs more (docs/product-rules.md).
const SAME_LOOK_RARITY: Record<string, Rarity> = {
  // The light washes: pastel, blush and storybook are free.
  'peach-wash': 'COMMON',
  'lemon-wash': 'COMMON',
  'sage-wash': 'COMMON',
  'coral-wash': 'COMMON',
  'mist-wash': 'COMMON',
  'rosewater-wash': 'COMMON',
  'sky-wash': 'COMMON',
  'sea-wash': 'COMMON',
  'autumn-wash': 'COMMON',
  // Noir and Night Print are free.
  'mono-duo': 'COMMON',
  'flamingo-duo': 'RARE',
  bronze: 'RARE',
  'green-ink': 'COMMON',
  // Galaxy (lib/config/styles.ts) is priced as Violet Neon, the look it shares.
};

function build(): StyleSeed[] {
  const out: StyleSeed[] = [];
  let i = 0;
  for (const [family, { words, variants }] of Object.entries(FAMILIES)) {
    for (const [reference, name, description, colors, extra] of variants) {
      const rarity = SAME_LOOK_RARITY[reference] ?? (RARITY_CYCLE[i % RARITY_CYCLE.length] as Rarity);
      const tags = [family, i % 3 === 0 ? 'new' : '', i % 4 === 1 ? 'trending' : '']
        .filter(Boolean)
        .join(' ');
      out.push({
        reference,
        name,
        description,
        prompt: `${name} sticker style: ${description}; ${words}`,
        categoryName: tags,
        rarity,
        costInCredits: COST[rarity],
        look: {
          saturation: 1,
          brightness: 1,
          outline: '#ffffff',
          outlineWidth: 12,
          family: family as StyleFamily,
          colors,
          chibi: extra?.chibi,
        },
      });
      i++;
    }
  }
  return out;
}

export const STYLE_VARIANTS: StyleSeed[] = build();
