import 'server-only';
import { getStorage } from './index';
import { accessOfKey, isValidBlobKey } from './keys';

/** The key behind a public object's address (`/blobs/<key>` locally, `<store origin>/<key>` hosted). */
function keyOfPublicUrl(url: string): string | null {
  const path = decodeURIComponent(new URL(url, 'http://local').pathname.slice(1));
  const key = url.startsWith('/blobs/') ? path.slice('blobs/'.length) : path;
  if (!isValidBlobKey(key) || accessOfKey(key) !== 'public') return null;
  return getStorage().publicUrl(key) === url ? key : null;
}

/**
 * A public image's bytes as a data: URI, to be written into a page's HTML so that it paints without a
 * request of its own; null when the address is not one of our public objects, the object is gone or
 * it is larger than `maxBytes`.
 */
export async function publicImageDataUri(url: string, maxBytes: number): Promise<string | null> {
  const key = keyOfPublicUrl(url);
  if (!key) return null;
  const blob = await getStorage().get(key);
  if (!blob || blob.data.length > maxBytes || !blob.contentType.startsWith('image/')) return null;
  return `data:${blob.contentType};base64,${blob.data.toString('base64')}`;
}
