'use client';

// Image fetches for copy and download add a timestamp query parameter; a failed copy falls back
// to copying the URL (docs/product-rules.md).
const withTimestamp = (url: string) => `${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`;

export class CopyFetchError extends Error {
  override name = 'CopyFetchError';
}

/** Clipboards take PNG, our stickers are WebP: re-encode through a canvas. */
async function toPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const bitmap = await createImageBitmap(blob);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('PNG encoding failed'))), 'image/png'),
  );
}

async function fetchImage(url: string): Promise<Blob> {
  let res: Response;
  try {
    // Same-origin sends the session: a private sticker is served to its owner only (/blobs/private/…);
    // a public store on another host still gets no cookies.
    res = await fetch(withTimestamp(url), { mode: 'cors', credentials: 'same-origin' });
  } catch (err) {
    throw new CopyFetchError(String(err));
  }
  if (!res.ok) throw new CopyFetchError(`HTTP ${res.status}`);
  return res.blob();
}

/**
 * Copies the sticker image; if the browser cannot put images on the clipboard, copies its URL
 * instead and says so ('url'). Throws CopyFetchError when the image could not be fetched.
 */
export async function copyStickerImage(url: string): Promise<'image' | 'url'> {
  const blob = await fetchImage(url);
  try {
    if (typeof ClipboardItem === 'undefined' || !navigator.clipboard?.write)
      throw new Error('no image clipboard');
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': toPng(blob) })]);
    return 'image';
  } catch {
    await navigator.clipboard.writeText(new URL(url, window.location.href).toString());
    return 'url';
  }
}

const safeFileName = (name: string) =>
  name
    .trim()
    .replace(/[\\/:*?"<>|]+/g, '')
    .replace(/\p{Cc}+/gu, '')
    .replace(/\s+/g, '-')
    .slice(0, 60) || 'sticker';

/** Downloads the sticker as <name>.webp. docs/product-rules.md: a download failure is silent (returns false). */
export async function downloadStickerImage(url: string, name: string): Promise<boolean> {
  try {
    const blob = await fetchImage(url);
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = `${safeFileName(name)}.webp`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return true;
  } catch {
    return false;
  }
}
