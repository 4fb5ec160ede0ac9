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

/**
 * JSON bodies nest no deeper than this: ours are a few levels, and a walk over a 4 000-level body
 * once overflowed the stack (a 500 and a stack trace per request, signed out).
 */
export const MAX_JSON_DEPTH = 64;

const tooDeep = () =>
  new ApiError('BAD_REQUEST', `Request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);

/**
 * Every string (keys too) must be clean text, and arrays and objects nest at most MAX_JSON_DEPTH
 * deep. Walked with an explicit stack, never recursion, so no input can overflow the call stack.
 */
export function assertCleanText(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [v, depth] = item;
    if (typeof v === 'string') {
      if (v.includes('\0') || LONE_SURROGATE.test(v))
        throw new ApiError('VALIDATION_ERROR', 'Text must not contain NUL or broken characters');
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_JSON_DEPTH) throw tooDeep();
      if (Array.isArray(v)) for (const x of v) stack.push([x, depth + 1]);
      else
        for (const [k, x] of Object.entries(v)) {
          stack.push([k, depth + 1]);
          stack.push([x, depth + 1]);
        }
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
