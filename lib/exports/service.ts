import 'server-only';
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

async function telegramEntries(files: SourceSticker[], title: string): Promise<ZipEntry[]> {
  // The archive promises WebP: a compliant PNG source is converted too.
  const images = await Promise.all(
    files.map((f) => convert(f.imageKey, (src) => telegramStickerImage(src, { webpOnly: true }))),
  );
  const entries: ZipEntry[] = [];
  const manifest: { file: string; name: string; emoji: string[]; width: number; height: number }[] = [];
  for (const [i, f] of files.entries()) {
    const img = images[i] as Awaited<ReturnType<typeof telegramStickerImage>>;
    const file = `${numbered(i, files.length)}.webp`;
    entries.push({ name: file, data: img.data });
    manifest.push({ file, name: f.name, emoji: stickerEmoji(f.emoji), width: img.width, height: img.height });
  }
  const json = { title, format: 'static', stickers: manifest };
  return [...entries, { name: 'manifest.json', data: `${JSON.stringify(json, null, 2)}\n` }];
}

async function whatsappEntries(
  files: SourceSticker[],
  coverId: string | null,
  title: string,
  stem: string,
): Promise<ZipEntry[]> {
  const sizes = whatsappChunkSizes(files.length, WHATSAPP_MIN_STICKERS);
  if (sizes.length === 0)
    throw new ApiError('VALIDATION_ERROR', 'A WhatsApp sticker pack needs at least 3 stickers.', {
      reason: WHATSAPP_MIN_REASON,
      min: WHATSAPP_MIN_STICKERS,
      count: files.length,
    });
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
      Promise.all(chunk.map((f) => convert(f.imageKey, whatsappStickerImage))),
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
