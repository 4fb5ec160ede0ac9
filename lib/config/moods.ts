// Moods (docs/product-rules.md): 21 options, at most 5 selected; 'all' means all together. Each mood brings the
// emoji Telegram requires on a sticker (1–20 per sticker, docs/product-rules.md) and a colour accent for the
// local renderer.
export const MOODS = [
  'fun',
  'sarcastic',
  'inspirational',
  'cute',
  'romantic',
  'dramatic',
  'humorous',
  'calm',
  'energetic',
  'silly',
  'mysterious',
  'nostalgic',
  'excited',
  'dreamy',
  'angry',
  'frustrated',
  'sad',
  'melancholy',
  'anxious',
  'tired',
  'all',
] as const;

export type Mood = (typeof MOODS)[number];
export const MAX_MOODS = 5;

export const MOOD_EMOJI: Record<Mood, readonly string[]> = {
  fun: ['😄', '🎉', '😜'],
  sarcastic: ['🙄', '😏', '🤷'],
  inspirational: ['💪', '✨', '🌟'],
  cute: ['🥰', '😊', '💕'],
  romantic: ['😍', '❤️', '💘'],
  dramatic: ['😱', '🎭', '😲'],
  humorous: ['😂', '🤣', '😆'],
  calm: ['😌', '🧘', '🍃'],
  energetic: ['⚡', '🔥', '🏃'],
  silly: ['🤪', '😝', '🙃'],
  mysterious: ['🕵️', '🌙', '🔮'],
  nostalgic: ['📼', '🕰️', '🥹'],
  excited: ['🤩', '🥳', '🎊'],
  dreamy: ['😴', '💭', '☁️'],
  angry: ['😠', '😤', '💢'],
  frustrated: ['😫', '😩', '🤦'],
  sad: ['😢', '😞', '💧'],
  melancholy: ['😔', '🌧️', '🍂'],
  anxious: ['😰', '😬', '😟'],
  tired: ['😪', '🥱', '💤'],
  all: ['😀', '✨', '👍'],
};

/** Accent colours the local renderer uses for mood marks (sparkles, tears, steam…). */
export const MOOD_ACCENT: Record<Mood, string> = {
  fun: '#ffb703',
  sarcastic: '#8d99ae',
  inspirational: '#f4a261',
  cute: '#ff8fab',
  romantic: '#e63946',
  dramatic: '#6a4c93',
  humorous: '#ffd60a',
  calm: '#90be6d',
  energetic: '#ff6d00',
  silly: '#c77dff',
  mysterious: '#3a0ca3',
  nostalgic: '#bc6c25',
  excited: '#f72585',
  dreamy: '#a2d2ff',
  angry: '#d00000',
  frustrated: '#e85d04',
  sad: '#4895ef',
  melancholy: '#577590',
  anxious: '#9d4edd',
  tired: '#6c757d',
  all: '#ffb703',
};

export const isMood = (v: string): v is Mood => (MOODS as readonly string[]).includes(v);
