// The methods each route file handles, by URL pattern: a 405 names them in its Allow header
// (RFC 9110 §15.5.6). The shared 405 answers (method-not-allowed.ts) cannot see the file that
// re-exports them, so they look the request's path up here. The fuzz test checks every route file on
// disk against this table: a new route, or a new method on one, fails it until listed.
export const ROUTE_METHODS: Record<string, readonly string[]> = {
  '/api/auth/[...all]': ['GET', 'POST'],
  '/api/inngest': ['GET', 'POST', 'PUT'],
  '/api/test-checkout/[sessionId]': ['POST'],
  '/api/uploads/[reference]': ['PUT'],
  '/api/webhooks/clerk': ['POST'],
  '/api/webhooks/replicate': ['POST'],
  '/api/webhooks/stripe': ['POST'],
  '/api/webhooks/telegram': ['POST'],
  '/blobs/[...key]': ['GET'],
  '/i18n/[locale]/[file]': ['GET'],
  '/og/[image]': ['GET'],
  '/v1/admin/moderation': ['GET', 'POST'],
  '/v1/account': ['DELETE'],
  '/v1/account/export': ['GET', 'POST'],
  '/v1/account/export/[id]/download': ['GET'],
  '/v1/characters': ['GET', 'POST'],
  '/v1/characters/[reference]': ['GET', 'DELETE'],
  '/v1/characters/examples': ['GET'],
  '/v1/checkout': ['POST'],
  '/v1/credits/history': ['GET'],
  '/v1/health': ['GET'],
  '/v1/pricing/config': ['GET'],
  '/v1/promo-codes/redeem': ['POST'],
  '/v1/reports': ['POST'],
  '/v1/sticker-packs': ['GET', 'POST'],
  '/v1/sticker-packs/[reference]': ['GET', 'PUT', 'DELETE'],
  '/v1/sticker-packs/[reference]/export/[kind]': ['GET'],
  '/v1/sticker-packs/[reference]/order': ['PUT'],
  '/v1/sticker-packs/[reference]/telegram': ['GET', 'POST'],
  '/v1/sticker-packs/public': ['GET'],
  '/v1/sticker-packs/public/[reference]': ['GET'],
  '/v1/sticker-packs/public/[reference]/og': ['GET'],
  '/v1/sticker-styles': ['GET'],
  '/v1/sticker-styles/[id]/purchase': ['POST'],
  '/v1/sticker-styles/public': ['GET'],
  '/v1/sticker-styles/user': ['GET'],
  '/v1/stickers': ['GET', 'POST'],
  '/v1/stickers/[reference]': ['GET', 'DELETE'],
  '/v1/stickers/[reference]/animate': ['POST'],
  '/v1/stickers/[reference]/label': ['GET', 'PUT'],
  '/v1/stickers/[reference]/label/preview': ['GET'],
  '/v1/stickers/[reference]/regenerate': ['POST'],
  '/v1/stickers/public': ['GET'],
  '/v1/stickers/suggestions/context': ['POST'],
  '/v1/stickers/suggestions/descriptions': ['POST'],
  '/v1/stickers/suggestions/individual-stickers': ['POST'],
  '/v1/stickers/suggestions/styles': ['POST'],
  '/v1/upload-urls/images': ['POST'],
  '/v1/users/me': ['GET'],
};

type Compiled = { pattern: string; regex: RegExp; dynamic: number };

// Static segments win over dynamic ones (/v1/stickers/public before /v1/stickers/[reference]), as in
// Next's router: fewer dynamic segments first.
const compiled: Compiled[] = Object.keys(ROUTE_METHODS)
  .map((pattern) => {
    const source = pattern
      .split('/')
      .map((s) => (s.startsWith('[...') ? '.+' : s.startsWith('[') ? '[^/]+' : s))
      .join('/');
    return { pattern, regex: new RegExp(`^${source}/?$`), dynamic: (pattern.match(/\[/g) ?? []).length };
  })
  .sort((a, b) => a.dynamic - b.dynamic);

/** The Allow header's value for a request path, or null for a path no route file serves. */
export function allowedMethodsFor(pathname: string): string | null {
  const hit = compiled.find((c) => c.regex.test(pathname));
  if (!hit) return null;
  const methods = ROUTE_METHODS[hit.pattern] ?? [];
  // Next answers HEAD itself wherever GET is handled; OPTIONS names the same list (method-not-allowed.ts).
  return (methods.includes('GET') ? ['GET', 'HEAD', ...methods.filter((m) => m !== 'GET')] : methods).join(
    ', ',
  );
}
