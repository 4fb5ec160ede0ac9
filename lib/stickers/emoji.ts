import { INTENT_EMOJI, type Intent, MOOD_WORDS } from '@/lib/config/mood-words';
import { MOOD_EMOJI, type Mood } from '@/lib/config/moods';

// The emoji Telegram files a sticker under (1–20 required, docs/product-rules.md): up to 3. A sticker's
// own words come first — emoji typed into its label or name, then the mood or intent its label, name
// and description say ("Ugh" is frustrated, whatever the set's moods) — and only a sticker whose
// words say nothing takes the set's moods, rotating per sticker.

type Topic = Mood | Intent;
type StickerWords = { name?: string; labelText?: string; description?: string };

const MAX = 3;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]/u;
const EMOJI_SEQUENCE =
  /\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?(?:\u{200D}\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier})?)*/gu;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wordRe(word: string): RegExp {
  const stem = word.endsWith('*') ? word.slice(0, -1) : word;
  const body = escapeRe(stem).replace(/\s+/g, '[\\s\\-_]*');
  if (UNSPACED.test(stem)) return new RegExp(body, 'u');
  const end = word.endsWith('*') ? '' : '(?![\\p{L}\\p{M}\\p{N}])';
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${body}${end}`, 'u');
}

const PATTERNS: [Topic, RegExp[]][] = Object.entries(MOOD_WORDS).map(([topic, words]) => [
  topic as Topic,
  (words ?? '').split('|').map(wordRe),
]);

const emojiOfTopic = (t: Topic): readonly string[] =>
  t in INTENT_EMOJI ? INTENT_EMOJI[t as Intent] : MOOD_EMOJI[t as Mood];

/** Emoji written in the text, whole sequences (flags, skin tones, joined families) kept. */
export const emojiInText = (text: string): string[] => text.match(EMOJI_SEQUENCE) ?? [];

/** The moods and intents a sticker's words say, strongest first (label over name over description). */
export function topicsOf(words: StickerWords): Topic[] {
  const weighted: [string, number][] = [
    [words.labelText ?? '', 3],
    [words.name ?? '', 2],
    [words.description ?? '', 1],
  ];
  const scores = new Map<Topic, number>();
  for (const [raw, weight] of weighted) {
    const text = raw.normalize('NFC').toLowerCase();
    if (!text.trim()) continue;
    for (const [topic, res] of PATTERNS)
      if (res.some((re) => re.test(text))) scores.set(topic, (scores.get(topic) ?? 0) + weight);
  }
  return [...scores.entries()].sort((a, b) => b[1] - a[1]).map(([t]) => t);
}

function fromSetMoods(moods: Mood[], index: number): string[] {
  const pool = (moods.length ? moods : (['all'] as Mood[])).flatMap((m) => MOOD_EMOJI[m]);
  const out = new Set<string>();
  for (let i = 0; out.size < Math.min(MAX, pool.length) && i < pool.length * 2; i++) {
    out.add(pool[(index + i * 3) % pool.length] as string);
  }
  return [...out];
}

/** Up to 3 emoji for one sticker of a set (see above); never empty. */
export function emojiFor(moods: Mood[], index: number, words: StickerWords = {}): string[] {
  const out = new Set<string>(emojiInText(`${words.labelText ?? ''} ${words.name ?? ''}`).slice(0, MAX));
  const topics = topicsOf(words);
  // The strongest topic's first emoji, then the next topic's, and so on, before anyone's second.
  for (let round = 0; out.size < MAX && round < 3; round++)
    for (const t of topics)
      if (out.size < MAX && emojiOfTopic(t)[round]) out.add(emojiOfTopic(t)[round] as string);
  if (out.size === 0) for (const e of fromSetMoods(moods, index)) out.add(e);
  return out.size ? [...out] : ['🙂'];
}
