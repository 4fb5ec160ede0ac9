// How an export is cut and named: WhatsApp's pack sizes and a download's file name.

/**
 * WhatsApp packs hold 3–30 stickers: a bigger pack is split into the fewest balanced chunks
 * (31 → 16 + 15), never one of fewer than 3. Returns chunk sizes; [] when n < 3.
 */
export function whatsappChunkSizes(n: number, min = 3, max = 30): number[] {
  if (n < min) return [];
  const k = Math.ceil(n / max);
  const base = Math.floor(n / k);
  return Array.from({ length: k }, (_, i) => base + (i < n % k ? 1 : 0));
}

/** A download file name: letters, digits, dashes and underscores only (safe in any header). */
export function safeFileStem(name: string, fallback = 'sticker-pack'): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[^\w\s-]+/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return stem || fallback;
}
