import 'server-only';
import { env } from '@/lib/env';
import { getStorage } from './index';
import { accessOfKey, isValidBlobKey, ownerOfKey } from './keys';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

// Public keys are never reused for different content, so the bytes at a key never change. A private
// object may be read only by its owner: nothing on the way (a CDN, a shared proxy, the browser's
// disk) keeps a copy, so a deletion or a sign-out leaves none behind.
// The private files an owner may open: their character tiles and their stickers. Uploaded photos
// are only read by the pipeline that turns them into tiles, and are never served, not even to
// their owner.
const OWNER_FOLDERS = new Set(['characters', 'stickers']);

const CACHE = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, no-store',
} as const;

/**
 * Serves `/blobs/<key>`. A public key: the local store's public object (hosted public objects are
 * served by Vercel's CDN at their own address, so nothing then). A private key
 * (`private/<owner>/…`, lib/storage/keys.ts): the object, in either mode, to its owner only —
 * `viewerId` is the signed-in user, checked by the route handler. Everything else (someone else's
 * private object, signed out, a public copy that went private, missing, malformed) is the same 404.
 */
export async function serveBlob(
  parts: string[],
  method: 'GET' | 'HEAD' = 'GET',
  viewerId?: string | null,
): Promise<Response> {
  const key = parts.join('/');
  if (!isValidBlobKey(key)) return notFound();
  const access = accessOfKey(key);
  const refused =
    access === 'private'
      ? !viewerId || ownerOfKey(key) !== viewerId.toLowerCase() || !OWNER_FOLDERS.has(key.split('/')[2] ?? '')
      : env().modes.storage !== 'embedded';
  if (refused) return notFound();
  const blob = await getStorage().get(key);
  if (!blob || blob.access !== access) return notFound();
  const headers: Record<string, string> = {
    'Content-Type': blob.contentType,
    'Content-Length': String(blob.data.length),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': CACHE[access],
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (access === 'private') headers.Vary = 'Cookie, Authorization';
  return new Response(method === 'HEAD' ? null : new Uint8Array(blob.data), { status: 200, headers });
}
