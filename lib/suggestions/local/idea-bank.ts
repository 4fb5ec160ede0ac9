import type { Mood } from '@/lib/config/moods';

// English banks for the parts of a suggestion that describe the drawing.
export const POSES = [
  'full body, jumping with joy',
  'head and shoulders, leaning toward the viewer',
  'sitting cross-legged, relaxed',
  'waist up, arms wide open',
  'peeking from the side',
  'standing proud, hands on hips',
  'mid-dance, one leg up',
  'lying on the belly, chin in hands',
] as const;

export const FLAIRS: Record<Mood, string> = {
  fun: 'confetti and bright sparkles',
  sarcastic: 'a side-eye and a tiny question mark',
  inspirational: 'rays of light and golden stars',
  cute: 'pink hearts and blush on the cheeks',
  romantic: 'floating red hearts',
  dramatic: 'speed lines and a spotlight',
  humorous: 'tears of laughter',
  calm: 'soft leaves and a gentle breeze',
  energetic: 'lightning bolts and motion lines',
  silly: 'musical notes and a goofy grin',
  mysterious: 'a crescent moon and swirling mist',
  nostalgic: 'a faded polaroid frame',
  excited: 'bursting stars',
  dreamy: 'clouds and tiny stars',
  angry: 'steam puffs and an anger mark',
  frustrated: 'a scribble cloud over the head',
  sad: 'a single big tear',
  melancholy: 'falling rain',
  anxious: 'sweat drops',
  tired: 'Zzz bubbles',
  all: 'sparkles all around',
};

export const FONT_STYLES = [
  'Bold rounded letters',
  'Hand-lettered brush',
  'Chunky comic letters',
  'Use the one I provide',
] as const;

export const THEMES = [
  'Monday mornings at the office with lots of coffee',
  'A cosy weekend at home with {who}',
  'Birthday party surprises',
  'Gym days and post-workout pride',
  'Exam week survival kit',
  'Travel adventures and airport selfies',
  'Pizza night and snack cravings',
  'Good morning and good night wishes for the family chat',
  'Gaming night with {who}',
  'Rainy days and hot chocolate',
  'Holiday season greetings',
  'Love notes for a partner',
  'Team chat reactions at work',
  'Beach summer and ice cream',
  'Pet parent life',
  'Music festival vibes',
  'Self-care Sunday',
  'Reactions for every group chat',
  'First day at a new job',
  'Celebrating small wins',
] as const;

export const STYLE_IDEAS: [string, string][] = [
  ['Dreamy Watercolour', 'Soft watercolour washes in pastel tones, gentle paper texture'],
  ['Neon Night', 'Dark body with glowing neon outlines in pink and cyan'],
  ['Retro Comic', 'Inked comic-book lines, halftone dots and bold flat colours'],
  ['Golden Trophy', 'Polished gold metal with bright highlights'],
  ['Pixel Quest', '8-bit pixel art sprite with a small palette'],
  ['Pop Poster', 'Pop-art poster colours with big halftone dots'],
  ['Ink Sketch', 'Clean black line drawing on cream paper'],
  ['Chibi Cute', 'Big head, tiny body, flat cartoon colours'],
  ['Risograph Print', 'Two-ink print in blue and pink with a little grain'],
  ['Candy Cartoon', 'Saturated flat cartoon colours with thick ink outlines'],
  ['Chalkboard', 'White chalk lines on a slate-grey board'],
  ['Sunset Duotone', 'Plum and coral two-tone print'],
  ['Holographic', 'Iridescent metal shimmer in violet and cyan'],
  ['Storybook', 'Warm watercolour like a children’s book page'],
];
