import 'server-only';
import { env } from '@/lib/env';
import { getStorage } from './index';
import { isValidBlobKey } from './keys';

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * Serves a public object of the local store at `/blobs/<key>`. Private objects (uploaded photos)
 * answer 404 exactly like missing ones, so their existence is never revealed. Hosted storage
 * serves its own URLs, so nothing is served here then.
 */
export async function serveBlob(parts: string[], method: 'GET' | 'HEAD' = 'GET'): Promise<Response> {
  const key = parts.join('/');
  if (env().modes.storage !== 'embedded' || !isValidBlobKey(key)) return notFound();
  const blob = await getStorage().get(key);
  if (blob?.access !== 'public') return notFound();
  const headers = {
    'Content-Type': blob.contentType,
    'Content-Length': String(blob.data.length),
    'X-Content-Type-Options': 'nosniff',
    // Keys are never reused for different content, so the bytes at a key never change.
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  return new Response(method === 'HEAD' ? null : new Uint8Array(blob.data), { status: 200, headers });
}
