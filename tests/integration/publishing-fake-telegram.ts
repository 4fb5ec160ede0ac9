import { createHash } from 'node:crypto';
import type { Bot, InputFile } from 'grammy';
import sharp from 'sharp';
import { probeMedia } from '@/lib/media/animation/probe';
import { botInfoFromToken, createBot } from '@/lib/telegram/bot';
import { BOT_TOKEN } from './telegram-helpers';

// An offline Bot API for the sticker methods (grammY's API transformer, docs/measurements.md): it keeps the
// sets in memory, checks what Telegram checks (512 px rule, ≤ 512 KB, 1–20 emoji, owner, name
// suffix, 120 stickers, a 100×100 thumbnail: WebP ≤ 128 KB or WEBM ≤ 32 KB), and can be told to flood or crash.

export const BOT_USERNAME = 'StickerfyTestBot';
export type Call = { method: string; payload: Record<string, unknown>; at: number };
/** `format`: each sticker's own (Bot API 7.2+: a set may mix static and video stickers). */
type FakeSticker = { uid: string; hash: string; emoji: string[]; format: 'static' | 'video' };
type FakeSet = {
  owner: number;
  title: string;
  stickers: FakeSticker[];
  thumbnail: string | null;
  thumbnailFormat?: 'static' | 'video';
};
type Answer =
  | { ok: true; result: unknown }
  | { ok: false; error_code: number; description: string; parameters?: object };
/** Before a call: answer it yourself (e.g. 429), or throw (the network failed, nothing happened). */
export type BeforeHook = (call: Call, n: number) => Answer | undefined;
/** After a call took effect: throw to lose its answer (it happened, the caller does not know). */
export type AfterHook = (call: Call, n: number) => void;

const bad = (description: string): Answer => ({
  ok: false,
  error_code: 400,
  description: `Bad Request: ${description}`,
});
export const flood = (retryAfter: number): Answer => ({
  ok: false,
  error_code: 429,
  description: `Too Many Requests: retry after ${retryAfter}`,
  parameters: { retry_after: retryAfter },
});

export const sha = (data: Uint8Array) => createHash('sha1').update(data).digest('hex');

async function bytesOf(file: unknown): Promise<Buffer> {
  const raw = await (file as InputFile).toRaw();
  if (!(raw instanceof Uint8Array)) throw new Error('expected an in-memory upload');
  return Buffer.from(raw);
}

/** A video sticker as Telegram checks it: WEBM VP9, one side 512 px, ≤ 3 s, ≤ 30 fps, ≤ 256 KB, no audio. */
async function checkVideo(data: Buffer): Promise<string | null> {
  if (data.subarray(0, 4).toString('hex') !== '1a45dfa3') return 'STICKER_VIDEO_NOWEBM';
  if (data.length > 256 * 1024) return 'file is too big';
  const v = await probeMedia(data);
  if (v.codec !== 'vp9' || v.audio) return 'STICKER_VIDEO_NOWEBM';
  if (Math.max(v.width, v.height) !== 512 || v.durationS > 3 || v.fps > 30) return 'STICKER_VIDEO_LONG';
  return null;
}

/** A set thumbnail as Telegram checks it: 100×100, a WebP/PNG ≤ 128 KB or a WEBM VP9 ≤ 32 KB without audio. */
async function checkStaticThumb(data: Buffer) {
  const meta = await sharp(data).metadata();
  return meta.width !== 100 || meta.height !== 100 || data.length > 128 * 1024;
}

async function checkVideoThumb(data: Buffer) {
  if (data.subarray(0, 4).toString('hex') !== '1a45dfa3' || data.length > 32 * 1024) return true;
  const v = await probeMedia(data);
  return v.codec !== 'vp9' || v.audio || v.width !== 100 || v.height !== 100 || v.durationS > 3;
}

async function checkSticker(
  input: Record<string, unknown>,
): Promise<string | { hash: string; emoji: string[]; format: 'static' | 'video' }> {
  const emoji = input.emoji_list as string[] | undefined;
  if (!emoji || emoji.length < 1 || emoji.length > 20) return 'STICKER_EMOJI_INVALID';
  if (input.format === 'video') {
    const video = await bytesOf(input.sticker);
    const refused = await checkVideo(video);
    return refused ?? { hash: sha(video), emoji, format: 'video' };
  }
  if (input.format !== 'static') return 'STICKER_FORMAT_INVALID';
  const data = await bytesOf(input.sticker);
  const meta = await sharp(data).metadata();
  const [w, h] = [meta.width ?? 0, meta.height ?? 0];
  if (!['webp', 'png'].includes(meta.format ?? '')) return 'STICKER_PNG_NOPNG';
  if (Math.max(w, h) !== 512 || Math.min(w, h) < 1) return 'STICKER_PNG_DIMENSIONS';
  if (data.length > 512 * 1024) return 'file is too big';
  return { hash: sha(data), emoji, format: 'static' };
}

export function fakeTelegram() {
  const sets = new Map<string, FakeSet>();
  const calls: Call[] = [];
  const sleeps: number[] = [];
  const waits: number[] = [];
  const counts = new Map<string, number>();
  const hooks: { before?: BeforeHook; after?: AfterHook } = {};
  let clock = 0;
  let nextUid = 1;
  let nextMessage = 500;
  let reads = 0;

  const fileId = (uid: string) => `file-${uid}-v${reads}`;
  const uidOf = (file: string) => /^file-(.+)-v\d+$/.exec(file)?.[1];
  const findSticker = (file: string) => {
    const uid = uidOf(file);
    for (const [name, set] of sets) {
      const i = set.stickers.findIndex((s) => s.uid === uid);
      if (i >= 0) return { name, set, i };
    }
    return undefined;
  };

  async function handle(method: string, p: Record<string, unknown>): Promise<Answer> {
    const ok = (result: unknown = true): Answer => ({ ok: true, result });
    const set = sets.get(String(p.name));
    switch (method) {
      case 'sendMessage':
        return ok({
          message_id: nextMessage++,
          date: 0,
          chat: { id: p.chat_id, type: 'private' },
          text: p.text,
        });
      case 'editMessageText':
        return ok({
          message_id: p.message_id,
          date: 0,
          chat: { id: p.chat_id, type: 'private' },
          text: p.text,
        });
      case 'getStickerSet':
        if (!set) return bad('STICKERSET_INVALID');
        reads++;
        return ok({
          name: p.name,
          title: set.title,
          sticker_type: 'regular',
          stickers: set.stickers.map((s) => ({
            file_id: fileId(s.uid),
            file_unique_id: `u${s.uid}`,
            type: 'regular',
            width: 512,
            height: 512,
            is_animated: false,
            is_video: s.format === 'video',
            emoji: s.emoji[0],
            set_name: p.name,
          })),
        });
      case 'createNewStickerSet': {
        if (!String(p.name).endsWith(`_by_${BOT_USERNAME}`))
          return bad('invalid sticker set name is specified');
        if (set) return bad('sticker set name is already occupied');
        const list = p.stickers as Record<string, unknown>[];
        if (list.length < 1 || list.length > 50) return bad('STICKERS_INVALID');
        const added: FakeSticker[] = [];
        for (const s of list) {
          const r = await checkSticker(s);
          if (typeof r === 'string') return bad(r);
          added.push({ uid: String(nextUid++), ...r });
        }
        sets.set(String(p.name), {
          owner: Number(p.user_id),
          title: String(p.title),
          stickers: added,
          thumbnail: null,
        });
        return ok();
      }
      case 'addStickerToSet': {
        if (!set) return bad('STICKERSET_INVALID');
        if (set.owner !== Number(p.user_id)) return bad('USER_ID_INVALID');
        if (set.stickers.length >= 120) return bad('STICKERS_TOO_MUCH');
        const r = await checkSticker(p.sticker as Record<string, unknown>);
        if (typeof r === 'string') return bad(r);
        set.stickers.push({ uid: String(nextUid++), ...r });
        return ok();
      }
      case 'replaceStickerInSet': {
        // Bot API 7.2+: the new sticker takes the old one's place (a new file id and unique id).
        if (!set) return bad('STICKERSET_INVALID');
        if (set.owner !== Number(p.user_id)) return bad('USER_ID_INVALID');
        const found = findSticker(String(p.old_sticker));
        if (!found || found.name !== String(p.name)) return bad('STICKER_ID_INVALID');
        const r = await checkSticker(p.sticker as Record<string, unknown>);
        if (typeof r === 'string') return bad(r);
        set.stickers[found.i] = { uid: String(nextUid++), ...r };
        return ok();
      }
      case 'deleteStickerFromSet': {
        const found = findSticker(String(p.sticker));
        if (!found) return bad('STICKER_ID_INVALID');
        found.set.stickers.splice(found.i, 1);
        if (found.set.stickers.length === 0) sets.delete(found.name);
        return ok();
      }
      case 'setStickerPositionInSet': {
        const found = findSticker(String(p.sticker));
        const position = Number(p.position);
        if (!found || position < 0 || position >= found.set.stickers.length) return bad('STICKER_ID_INVALID');
        const [s] = found.set.stickers.splice(found.i, 1);
        found.set.stickers.splice(position, 0, s as FakeSticker);
        return ok();
      }
      case 'setStickerSetTitle':
        if (!set) return bad('STICKERSET_INVALID');
        set.title = String(p.title);
        return ok();
      case 'setStickerSetThumbnail': {
        if (!set) return bad('STICKERSET_INVALID');
        if (set.owner !== Number(p.user_id)) return bad('USER_ID_INVALID');
        const data = await bytesOf(p.thumbnail);
        const problem = p.format === 'video' ? await checkVideoThumb(data) : await checkStaticThumb(data);
        if (problem || (p.format !== 'video' && p.format !== 'static')) return bad('STICKER_THUMB_INVALID');
        set.thumbnail = sha(data);
        set.thumbnailFormat = p.format;
        return ok();
      }
      case 'deleteStickerSet':
        if (!set) return bad('STICKERSET_INVALID');
        sets.delete(String(p.name));
        return ok();
      default:
        return ok();
    }
  }

  const bot: Bot = createBot(BOT_TOKEN, { botInfo: botInfoFromToken(BOT_TOKEN, BOT_USERNAME) });
  bot.api.config.use(async (_prev, method, payload) => {
    const call: Call = { method, payload: payload as Record<string, unknown>, at: clock };
    calls.push(call);
    const n = (counts.get(method) ?? 0) + 1;
    counts.set(method, n);
    const early = hooks.before?.(call, n);
    // biome-ignore lint/suspicious/noExplicitAny: the transformer answers like the Bot API
    if (early) return early as any;
    const answer = await handle(method, call.payload);
    if (answer.ok) hooks.after?.(call, n);
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return answer as any;
  });

  return {
    bot,
    sets,
    calls,
    sleeps,
    hooks,
    /** The injected sleep (inside a call): advances the fake clock instead of waiting. */
    sleep: async (ms: number) => {
      sleeps.push(ms);
      clock += ms;
    },
    /** The job runner's step.sleep (the job waits between steps): advances the same clock. */
    waits,
    onWait: undefined as (() => void) | undefined,
    wait(ms: number) {
      waits.push(ms);
      clock += ms;
      this.onWait?.();
    },
    of: (method: string) => calls.filter((c) => c.method === method),
    texts: () =>
      calls
        .filter((c) => /^(sendMessage|editMessageText)$/.test(c.method))
        .map((c) => String(c.payload.text)),
    mark: () => calls.length,
    since: (mark: number) => calls.slice(mark).map((c) => c.method),
  };
}
export type FakeTelegram = ReturnType<typeof fakeTelegram>;
