// A JSON answer serialized once per cached value (docs/decisions.md). The public reads (pricing config, public
// styles) come from lib/cache/public-data.ts, which hands out the same object until an operator's
// change drops it; serializing and encoding it again on every call was a tenth of what those routes
// cost. The bytes live as long as that object: a change makes a new object, hence new bytes.

const bodies = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/**
 * `body()`'s JSON, encoded once per `source`: the body must depend on nothing else, and neither
 * `source` nor what `body()` reads from it may ever be mutated.
 */
export function memoJson(
  source: object,
  body: () => unknown,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  let bytes = bodies.get(source);
  if (!bytes) {
    bytes = new TextEncoder().encode(JSON.stringify(body()));
    bodies.set(source, bytes);
  }
  return new Response(bytes, {
    status: init.status ?? 200,
    headers: { ...init.headers, 'content-type': 'application/json' },
  });
}
