import { describe, expect, it } from 'vitest';
import { MOOD_EMOJI, MOODS } from '@/lib/config/moods';
import { emojiFor, emojiInText, topicsOf } from '@/lib/stickers/emoji';

// The emoji Telegram files a sticker under follow the sticker's own words first, the set's moods
// only when its words say nothing.
describe('emoji for a sticker', () => {
  it('“Ugh” in a cute set is frustrated, not 🥰', () => {
    const emoji = emojiFor(['cute'], 0, {
      name: 'Ugh',
      labelText: 'Ugh',
      description: 'rolling eyes, annoyed',
    });
    expect(emoji).not.toContain('🥰');
    expect(emoji.some((e) => MOOD_EMOJI.cute.includes(e))).toBe(false);
    expect(emoji[0]).toBe(MOOD_EMOJI.frustrated[0]);
    expect(topicsOf({ labelText: 'Ugh' })).toEqual(['frustrated']);
  });

  it.each([
    [{ labelText: 'Love you!' }, 'romantic'],
    [{ labelText: 'LOL', description: 'laughing hard' }, 'humorous'],
    [{ labelText: 'So tired', name: 'Monday' }, 'tired'],
    [{ labelText: 'Danke!' }, 'thanks'],
    [{ labelText: 'Спасибо' }, 'thanks'],
    [{ labelText: '谢谢你' }, 'thanks'],
    [{ labelText: 'おはよう' }, 'greeting'],
    [{ labelText: 'Je suis triste' }, 'sad'],
  ])('%o reads as %s', (words, topic) => {
    expect(topicsOf(words)[0]).toBe(topic);
  });

  it('the label outweighs the description', () => {
    expect(topicsOf({ labelText: 'Yay!', description: 'a sad day turned around' })[0]).toBe('excited');
  });

  it('whole words only: “his” is no greeting, “mad” is not in “made”', () => {
    expect(topicsOf({ labelText: 'His homework is made' })).toEqual([]);
  });

  it('emoji typed in the label come first, whole sequences kept', () => {
    expect(emojiInText('Go 🇯🇵 👍🏽 👨‍👩‍👧 ❤️')).toEqual(['🇯🇵', '👍🏽', '👨‍👩‍👧', '❤️']);
    const emoji = emojiFor(['cute'], 2, { labelText: 'Party 🎉', description: 'celebrating' });
    expect(emoji[0]).toBe('🎉');
    expect(emoji.slice(1).every((e) => MOOD_EMOJI.excited.includes(e))).toBe(true);
  });

  it('words that say nothing keep the set’s moods, rotating per sticker', () => {
    const a = emojiFor(['fun', 'calm'], 0, { labelText: 'Pizza time', name: 'Pizza' });
    const b = emojiFor(['fun', 'calm'], 1, { labelText: 'Pizza time', name: 'Pizza' });
    for (const e of [...a, ...b]) expect([...MOOD_EMOJI.fun, ...MOOD_EMOJI.calm]).toContain(e);
    expect(a).not.toEqual(b);
    expect(emojiFor([], 0)).toEqual(emojiFor([], 0, { labelText: '' }));
  });

  it('always 1 to 3 emoji, for every mood and any words', () => {
    for (const [i, mood] of MOODS.entries())
      for (const words of [
        {},
        { labelText: 'Ugh, thanks, love, lol, bye, yay' },
        { labelText: '🎉🎉🎉🎉' },
      ]) {
        const emoji = emojiFor([mood], i, words);
        expect(emoji.length).toBeGreaterThanOrEqual(1);
        expect(emoji.length).toBeLessThanOrEqual(3);
        expect(new Set(emoji).size).toBe(emoji.length);
      }
  });
});
