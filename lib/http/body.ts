import { ApiError } from '@/lib/errors';

// Request bodies, read with a cap: a declared Content-Length over the cap is refused before anything
// is read, and a chunked or lying body is cut off at the first chunk past it, so a huge POST never
// sits in memory (docs/measurements.md). Text must be text that
// PostgreSQL and JSON can hold (no NUL, no lone surrogates). Bad input is a 4xx, never a crash.

/** JSON bodies of the API (and of the auth routes) are small. */
export const MAX_JSON_BYTES = 64 * 1024;
/** Stripe and Telegram events are a few KB; 1 MB leaves room for the largest. */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;
/**
 * Inngest's calls carry the event and the steps' results so far: one step may return up to 4 MB
 * (Inngest's limit), and past that Inngest has the SDK fetch the run's state itself. Ours are small.
 */
export const MAX_INNGEST_BYTES = 4 * 1024 * 1024;

const tooLarge = () => new ApiError('PAYLOAD_TOO_LARGE', 'Request body is too large');

export async function readBodyCapped(
  req: Request,
  max: number,
  refuse: () => ApiError = tooLarge,
): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await req.body?.cancel().catch(() => {});
    throw refuse();
  }
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw refuse();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** The raw body as text (webhooks verify signatures over exactly these bytes). */
export async function readTextCapped(req: Request, max: number): Promise<string> {
  return (await readBodyCapped(req, max)).toString('utf8');
}

// PostgreSQL refuses NUL in text, and a lone surrogate is not text at all (docs/measurements.md): both are the
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
  const text = await readTextCapped(req, MAX_JSON_BYTES);
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
