// Hardening: every route × {anonymous, another user, owner}, read from the file system, so a route
// missing from TABLE fails. Someone else's private item is a 404 everywhere, and no answer to
// another user contains the owner's private references.
//
// Adding a route = one line: 'METHOD /pattern': [anonymous, other user, owner, fixture?]. The fixture
// (authorization-fixtures.ts) is what the owner has and the request needs; a new kind of
// resource adds one fixture. A list route's fixture gives the owner real rows: the owner's list must
// show them and another user's must not. Every mutating row also runs with a session cookie (same
// Origin: the owner's answer; another site's Origin: 403).
export type AuthRow = readonly [anonymous: number, other: number, owner: number, fixture?: string];

export const TABLE = {
  'GET /api/[...path]': [404, 404, 404],
  'POST /api/[...path]': [404, 404, 404],
  'PUT /api/[...path]': [404, 404, 404],
  'PATCH /api/[...path]': [404, 404, 404],
  'DELETE /api/[...path]': [404, 404, 404],
  'GET /api/auth/[...all]': [200, 200, 200, 'authSession'],
  'POST /api/auth/[...all]': [200, 200, 200, 'authSignOut'],
  'GET /api/inngest': [404, 404, 404],
  'POST /api/inngest': [404, 404, 404],
  'PUT /api/inngest': [404, 404, 404],
  'POST /api/test-checkout/[sessionId]': [401, 404, 303, 'checkoutSession'],
  // The URL's token is the capability: anyone holding it may upload, but not another signed-in user.
  'PUT /api/uploads/[reference]': [200, 403, 200, 'uploadSlot'],
  // Hosted identity only (Clerk with its webhook secret): signed calls from Clerk, else 404.
  'POST /api/webhooks/clerk': [404, 404, 404],
  // Hosted AI only (the embedded default has no Replicate): signed calls from Replicate, else 404.
  'POST /api/webhooks/replicate': [404, 404, 404],
  'POST /api/webhooks/stripe': [400, 400, 400],
  'POST /api/webhooks/telegram': [404, 404, 404],
  // Uploaded photos are private: never served, not even to their owner.
  'GET /blobs/[...key]': [404, 404, 404, 'privateBlob'],
  'HEAD /blobs/[...key]': [404, 404, 404, 'privateBlob'],
  // The Open Graph card of each locale (public, static).
  'GET /og/[image]': [200, 200, 200, 'ogImage'],
  // Texts that load with their code (public, static).
  'GET /i18n/[locale]/[file]': [200, 200, 200, 'lazyTexts'],
  'GET /v1/[...path]': [404, 404, 404],
  'POST /v1/[...path]': [404, 404, 404],
  'PUT /v1/[...path]': [404, 404, 404],
  'PATCH /v1/[...path]': [404, 404, 404],
  'DELETE /v1/[...path]': [404, 404, 404],
  // Deleting an account: another user's request names the owner's e-mail (400, a mismatch for their
  // own account); the owner's, with a wrong password, is refused (403) and deletes nothing.
  'DELETE /v1/account': [401, 400, 403, 'accountDeletionWrongPassword'],
  'GET /v1/account/export': [401, 200, 200, 'accountExport'],
  'POST /v1/account/export': [401, 202, 202],
  // A data export's download: its owner's only.
  'GET /v1/account/export/[id]/download': [401, 404, 200, 'readyExport'],
  'GET /v1/characters': [401, 200, 200, 'characterList'],
  'POST /v1/characters': [401, 404, 201, 'ownUpload'],
  'GET /v1/characters/[reference]': [401, 404, 200, 'character'],
  'DELETE /v1/characters/[reference]': [401, 404, 200, 'character'],
  'GET /v1/characters/examples': [200, 200, 200],
  'POST /v1/checkout': [401, 200, 200, 'plan'],
  'GET /v1/credits/history': [401, 200, 200, 'creditHistory'],
  'GET /v1/health': [200, 200, 200],
  // Moderation: admins only (ADMIN_EMAILS, none here), a 404 for everyone else.
  'GET /v1/admin/moderation': [404, 404, 404],
  'POST /v1/admin/moderation': [404, 404, 404, 'emptyBody'],
  'GET /v1/pricing/config': [200, 200, 200],
  'POST /v1/promo-codes/redeem': [401, 200, 200, 'promoCode'],
  // Anyone signed in may report someone else's public item; its owner may not.
  'POST /v1/reports': [401, 201, 403, 'reportPublicPack'],
  'POST /v1/sticker-styles/[id]/purchase': [401, 200, 200, 'style'],
  'GET /v1/sticker-styles': [200, 200, 200],
  'GET /v1/sticker-styles/public': [200, 200, 200],
  'GET /v1/sticker-styles/user': [401, 200, 200, 'userStyle'],
  'GET /v1/sticker-packs': [401, 200, 200, 'packList'],
  'POST /v1/sticker-packs': [401, 404, 201, 'packBody'],
  'GET /v1/sticker-packs/[reference]': [401, 404, 200, 'pack'],
  'PUT /v1/sticker-packs/[reference]': [401, 404, 200, 'packUpdate'],
  'PUT /v1/sticker-packs/[reference]/order': [401, 404, 200, 'packOrder'],
  'DELETE /v1/sticker-packs/[reference]': [401, 404, 200, 'pack'],
  'GET /v1/sticker-packs/[reference]/telegram': [401, 404, 200, 'pack'],
  // The owner's ticketed "Add to Telegram" link: nobody else may make their Telegram account the set's owner.
  'POST /v1/sticker-packs/[reference]/telegram': [401, 404, 200, 'pack'],
  // Exports are free and open for public packs; a private pack's are its owner's only.
  'GET /v1/sticker-packs/[reference]/export/[kind]': [404, 404, 200, 'packExport'],
  'GET /v1/sticker-packs/public': [200, 200, 200],
  'GET /v1/sticker-packs/public/[reference]': [200, 200, 200, 'publicPack'],
  'GET /v1/sticker-packs/public/[reference]/og': [200, 200, 200, 'publicPack'],
  'GET /v1/stickers': [401, 200, 200, 'stickerList'],
  'POST /v1/stickers': [401, 404, 201, 'ownCharacter'],
  'GET /v1/stickers/[reference]': [401, 404, 200, 'sticker'],
  'DELETE /v1/stickers/[reference]': [401, 404, 200, 'sticker'],
  'POST /v1/stickers/[reference]/regenerate': [401, 404, 202, 'sticker'],
  'POST /v1/stickers/[reference]/animate': [401, 404, 202, 'animatableSticker'],
  'GET /v1/stickers/[reference]/label': [401, 404, 200, 'labelSticker'],
  'PUT /v1/stickers/[reference]/label': [401, 404, 200, 'labelSave'],
  'GET /v1/stickers/[reference]/label/preview': [401, 404, 200, 'labelSticker'],
  'GET /v1/stickers/public': [200, 200, 200],
  'POST /v1/stickers/suggestions/context': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/descriptions': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/individual-stickers': [401, 200, 200, 'emptyBody'],
  'POST /v1/stickers/suggestions/styles': [401, 200, 200, 'emptyBody'],
  'POST /v1/upload-urls/images': [401, 200, 200, 'oneUploadUrl'],
  'GET /v1/users/me': [401, 200, 200],
} as const satisfies Record<string, AuthRow>;

type FixtureOf<R> = R extends readonly [number, number, number, infer F] ? F : never;
/** The fixtures the table names: the test defines each one, and no other. */
export type TableFixture = FixtureOf<(typeof TABLE)[keyof typeof TABLE]>;
