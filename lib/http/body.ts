import { ApiError } from '@/lib/errors';

// Request input the route wrapper reads: JSON bodies with a size cap, and text that PostgreSQL
// and JSON can hold (no NUL, no lone surrogates). Bad input is a 4xx, never a crash.
/** JSON bodies of the API are small; anything larger is refused before it is held in memory. */
export const MAX_JSON_BYTES = 64 * 1024;
const tooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', 'Request body is too large');

async function readCapped(req: Request, max: number): Promise<string> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) throw tooLarge();
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

// PostgreSQL refuses NUL in text, and a lone surrogate is not text at all (NOTES.md): both are the
// caller's mistake, answered 400 before they reach a query.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function assertCleanText(value: unknown): void {
  if (typeof value === 'string') {
    if (value.includes('\0') || LONE_SURROGATE.test(value))
      throw new ApiError('VALIDATION_ERROR', 'Text must not contain NUL or broken characters');
  } else if (Array.isArray(value)) {
    for (const v of value) assertCleanText(v);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      assertCleanText(k);
      assertCleanText(v);
    }
  }
}

export async function readJson(req: Request): Promise<unknown> {
  const text = await readCapped(req, MAX_JSON_BYTES);
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError('BAD_REQUEST', 'Request body is not valid JSON');
  }
  assertCleanText(value);
  return value;
}
