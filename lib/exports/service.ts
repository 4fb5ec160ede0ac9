import 'server-only';
import sharp from 'sharp';
import { SITE } from '@/lib/config/site';
import { type ExportKind, WHATSAPP_MIN_REASON } from '@/lib/contracts/publishing';
import { isPubliclyListed } from '@/lib/db/listed';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { createSemaphore } from '@/lib/media/semaphore';
import { telegramStickerImage, whatsappStickerImage, whatsappTrayIcon } from '@/lib/media/sticker-formats';
import { stickerEmoji } from '@/lib/sticker-sets/names';
import { loadPackSource, readStickerImage, type SourceSticker } from '@/lib/sticker-sets/source';
import { safeFileStem, whatsappChunkSizes } from './file-names';
import { createZip, type ZipEntry } from './zip';

export { EXPORT_KINDS, type ExportKind } from '@/lib/contracts/publishing';
export const WHATSAPP_MIN_STICKERS = 3;
const WHATSAPP_TITLE_MAX = 128;

// Re-encoding is CPU work: at most two stickers at a time per instance (whichever exports they
// belong to), so one export uses both cores and several exports share them.
const encodeSlots = createSemaphore(2);
const convert = <T>(imageKey: string, fn: (source: Buffer) => Promise<T>) =>
  encodeSlots.run(async () => fn(await readStickerImage(imageKey)));

const numbered = (i: number, total: number) => String(i + 1).padStart(Math.max(2, String(total).length), '0');

/** An animated sticker's Telegram video: stored already within Telegram's rules (lib/media/animation). */
const telegramVideo = async (key: string) => ({
  data: await readStickerImage(key),
  format: 'video' as const,
  width: 512,
  height: 512,
});

async function telegramEntries(files: SourceSticker[], title: string): Promise<ZipEntry[]> {
  // The archive promises WebP for static stickers: a compliant PNG source is converted too. An
  // animated sticker goes as its WEBM video sticker (a set may mix both, each with its own format).
  const images = await Promise.all(
    files.map((f) =>
      f.videoKey
        ? telegramVideo(f.videoKey)
        : convert(f.imageKey, async (src) => ({
            ...(await telegramStickerImage(src, { webpOnly: true })),
            format: 'static' as const,
          })),
    ),
  );
  const entries: ZipEntry[] = [];
  const manifest: {
    file: string;
    name: string;
    emoji: string[];
    format: string;
    width: number;
    height: number;
  }[] = [];
  for (const [i, f] of files.entries()) {
    const img = images[i] as Awaited<(typeof images)[number]>;
    const file = `${numbered(i, files.length)}.${img.format === 'video' ? 'webm' : 'webp'}`;
    entries.push({ name: file, data: img.data });
    manifest.push({
      file,
      name: f.name,
      emoji: stickerEmoji(f.emoji),
      format: img.format,
      width: img.width,
      height: img.height,
    });
  }
  const formats = new Set(manifest.map((m) => m.format));
  const json = { title, format: formats.size > 1 ? 'mixed' : [...formats][0], stickers: manifest };
  return [...entries, { name: 'manifest.json', data: `${JSON.stringify(json, null, 2)}\n` }];
}

/**
 * A still sticker as an animated WebP (two frames of a second), for an animated WhatsApp pack. The
 * encoder merges identical frames into a plain still, so the second differs by one corner pixel
 * at an alpha of 1/255, which no one can see.
 */
async function heldAnimation(source: Buffer): Promise<Buffer> {
  const still = await whatsappStickerImage(source);
  const { data, info } = await sharp(still).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 4 as const };
  const second = Buffer.from(data);
  second[3] = (second[3] as number) === 0 ? 1 : (second[3] as number) - 1;
  const frame = (d: Buffer) => sharp(d, { raw }).png().toBuffer();
  return sharp([await frame(data), await frame(second)], { join: { animated: true } })
    .webp({ quality: 80, delay: [1000, 1000], loop: 0 })
    .toBuffer();
}

type WhatsAppPack = { files: SourceSticker[]; animated: boolean };

/**
 * WhatsApp packs are all static or all animated (docs/animated-stickers.md): static stickers go in
 * `<stem>` folders, animated ones in `<stem>-animated`. A kind with fewer than 3 stickers joins the
 * other pack: an animated sticker as its still image, a still one as a held animated WebP.
 */
function whatsappPacks(files: SourceSticker[]): WhatsAppPack[] {
  const animated = files.filter((f) => f.animatedWebpKey);
  const still = files.filter((f) => !f.animatedWebpKey);
  if (animated.length < WHATSAPP_MIN_STICKERS) return [{ files, animated: false }];
  if (still.length < WHATSAPP_MIN_STICKERS) return [{ files, animated: true }];
  return [
    { files: still, animated: false },
    { files: animated, animated: true },
  ];
}

async function whatsappEntries(
  files: SourceSticker[],
  coverId: string | null,
  title: string,
  stem: string,
): Promise<ZipEntry[]> {
  if (files.length < WHATSAPP_MIN_STICKERS)
    throw new ApiError('VALIDATION_ERROR', 'A WhatsApp sticker pack needs at least 3 stickers.', {
      reason: WHATSAPP_MIN_REASON,
      min: WHATSAPP_MIN_STICKERS,
      count: files.length,
    });
  const entries: ZipEntry[] = [];
  for (const pack of whatsappPacks(files))
    entries.push(
      ...(await whatsappPackEntries(pack, coverId, title, pack.animated ? `${stem}-animated` : stem)),
    );
  return entries;
}

const whatsappSticker = (f: SourceSticker, animated: boolean) => {
  if (!animated) return convert(f.imageKey, whatsappStickerImage);
  if (f.animatedWebpKey) return readStickerImage(f.animatedWebpKey);
  return convert(f.imageKey, heldAnimation);
};

async function whatsappPackEntries(
  { files, animated }: WhatsAppPack,
  coverId: string | null,
  title: string,
  stem: string,
): Promise<ZipEntry[]> {
  const sizes = whatsappChunkSizes(files.length, WHATSAPP_MIN_STICKERS);
  const cover = files.find((f) => f.id === coverId);
  const entries: ZipEntry[] = [];
  let start = 0;
  for (const [c, size] of sizes.entries()) {
    const chunk = files.slice(start, start + size);
    start += size;
    const folder = sizes.length === 1 ? stem : `${stem}-${c + 1}`;
    const part = sizes.length === 1 ? '' : ` (${c + 1}/${sizes.length})`;
    const chunkTitle = `${[...title].slice(0, WHATSAPP_TITLE_MAX - part.length).join('')}${part}`;
    const trayFrom = cover ?? chunk[0];
    const [stickers, tray] = await Promise.all([
      Promise.all(chunk.map((f) => whatsappSticker(f, animated))),
      trayFrom ? convert(trayFrom.imageKey, whatsappTrayIcon) : null,
    ]);
    stickers.forEach((data, i) => {
      entries.push({ name: `${folder}/${numbered(i, chunk.length)}.webp`, data });
    });
    if (tray) entries.push({ name: `${folder}/tray.png`, data: tray });
    entries.push({ name: `${folder}/title.txt`, data: `${chunkTitle}\n` });
    entries.push({ name: `${folder}/author.txt`, data: `${SITE.name}\n` });
  }
  return entries;
}

/**
 * A pack as a ZIP for Telegram or WhatsApp (free). Anyone may export a public pack; a private
 * one only its owner (anyone else gets the same 404 as for a pack that does not exist, docs/product-rules.md).
 */
export async function exportPack(db: DbOrTx, viewerId: string | null, reference: string, kind: ExportKind) {
  const source = await loadPackSource(db, { publicId: reference });
  if (!source || (!isPubliclyListed(source.pack) && source.pack.userId !== viewerId))
    throw notFound('Sticker pack not found');
  if (source.files.length === 0) throw notFound('Sticker pack not found');
  const title = source.pack.name;
  const stem = safeFileStem(title);
  const entries =
    kind === 'telegram'
      ? await telegramEntries(source.files, title)
      : await whatsappEntries(source.files, source.coverId, title, stem);
  return { data: createZip(entries), fileName: `${stem}-${kind}.zip`, title: `${title} (${kind})` };
}

/** Content-Disposition with an ASCII name and the UTF-8 one (RFC 6266). */
export function attachmentHeader(asciiName: string, unicodeName: string): string {
  const clean = unicodeName.replace(/[\p{Cc}"\\/:*?<>|]+/gu, '').trim();
  const star = clean ? `; filename*=UTF-8''${encodeURIComponent(`${clean}.zip`)}` : '';
  return `attachment; filename="${asciiName}"${star}`;
}
