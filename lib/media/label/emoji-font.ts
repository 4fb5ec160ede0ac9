import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

// Emoji typed into a label are drawn, not dropped: Noto Emoji (OFL, the npm package
// @expo-google-fonts/noto-emoji) has an outline glyph for each, so they take the label's fill and
// stroke like its letters. Pango finds it as a fallback family once libvips has loaded the file:
// a text render only loads its own `fontfile`, so the emoji font is loaded once per process by a tiny
// render of its own.
export const EMOJI_FAMILY = 'Noto Emoji Bold';
const EMOJI_FILE = 'node_modules/@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf';

const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

export const hasEmoji = (text: string) => EMOJI.test(text);

let registered: Promise<void> | undefined;

export function registerEmojiFont(): Promise<void> {
  registered ??= (async () => {
    const file = path.resolve(process.cwd(), EMOJI_FILE);
    if (!fs.existsSync(file)) throw new Error(`Emoji font missing: ${file} (npm install)`);
    await sharp({ text: { text: '🙂', font: `${EMOJI_FAMILY} 12`, fontfile: file, rgba: true } })
      .raw()
      .toBuffer();
  })();
  return registered;
}
