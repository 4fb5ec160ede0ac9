import type { ApiError } from '@/lib/errors';

/**
 * Reads a request body into memory, refusing it as soon as it passes `limit` bytes: a declared
 * Content-Length over the limit is refused before reading anything, and a chunked or lying body
 * is cut off at the first chunk past the limit.
 */
export async function readBodyCapped(req: Request, limit: number, tooLarge: () => ApiError): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await req.body?.cancel().catch(() => {});
    throw tooLarge();
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
