// Telegram sticker set naming (docs/product-rules.md, Telegram sets): letters, digits and single underscores,
// starting with a letter, ending in `_by_<bot>`, at most 64 characters; titles 1–64 characters.
export const SET_NAME_MAX = 64;
export const SET_TITLE_MAX = 64;
const NAME_RULE = /^[A-Za-z](?:_?[A-Za-z0-9])*$/;

export class SetNameError extends Error {
  override name = 'SetNameError';
}

/** One set per pack: `pack_<code>_by_<bot>`, derived from the pack code so a retry finds the same set. */
export function setNameFor(publicId: string, botUsername: string): string {
  const code = publicId.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const bot = botUsername.replace(/^@/, '');
  const name = `pack_${code}_by_${bot}`;
  if (!code || name.length > SET_NAME_MAX || !NAME_RULE.test(name) || !name.endsWith(`_by_${bot}`))
    throw new SetNameError(`No valid sticker set name for pack ${publicId} and bot ${botUsername}`);
  return name;
}

export const isValidSetName = (name: string) => name.length <= SET_NAME_MAX && NAME_RULE.test(name);

/** The pack name, trimmed to 64 characters (whole code points), never empty. */
export function setTitleFor(packName: string, fallback: string): string {
  const title = [...packName.replace(/\s+/g, ' ').trim()].slice(0, SET_TITLE_MAX).join('').trim();
  return title || fallback;
}

export const addStickersUrl = (name: string) => `https://t.me/addstickers/${name}`;

export const MAX_EMOJI = 20;
export const DEFAULT_EMOJI = '🙂';

/** 1–20 distinct emoji, as Telegram requires; a sticker without any gets a neutral one. */
export function stickerEmoji(emoji: readonly string[]): string[] {
  const list = [...new Set(emoji.map((e) => e.trim()).filter((e) => e.length > 0 && e.length <= 16))];
  return list.length ? list.slice(0, MAX_EMOJI) : [DEFAULT_EMOJI];
}
