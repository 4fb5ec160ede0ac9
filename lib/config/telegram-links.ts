// No server imports: the billing and pack pages build these links too. The bot's username always
// comes from the server's configuration (lib/telegram/bot-identity.ts botUsername()), passed in by the caller.
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

/** Telegram deep link that opens the bot with `/start <payload>` (payload: ≤ 64 of A-Za-z0-9_-). */
export function deepLink(payload: string, botUsername: string): string {
  if (!START_PAYLOAD.test(payload)) throw new Error(`Invalid Telegram start payload: ${payload}`);
  return `https://t.me/${botUsername}?start=${payload}`;
}

export const PAYMENT_PAYLOAD_PREFIX = 'payment-';
/** The "Buy with Stars" link: links the Telegram account to the user with this public code. */
export const paymentStartPayload = (publicId: string) => `${PAYMENT_PAYLOAD_PREFIX}${publicId}`;

export const PACK_PAYLOAD_PREFIX = 'sticker-pack-';
/** Product rule (docs/product-rules.md): the bot publishes the pack with this public code as a sticker set. */
export const packDeepLink = (publicId: string, botUsername: string) =>
  deepLink(`${PACK_PAYLOAD_PREFIX}${publicId}`, botUsername);

// The owner's own "Add to Telegram" adds a single-use ticket after the pack code (codes are letters
// and digits only, so the first '_' separates them): 'sticker-pack-' + code + '_' + ticket.
const PACK_CODE = /^[A-Za-z0-9]{4,16}$/;

export const ownerPackStartPayload = (publicId: string, ticket: string) =>
  `${PACK_PAYLOAD_PREFIX}${publicId}_${ticket}`;

/** What follows 'sticker-pack-': the pack code and the ticket if any (checked by the bot); undefined without a valid code. */
export function parsePackStartPayload(rest: string): { code: string; token?: string } | undefined {
  const cut = rest.indexOf('_');
  const code = cut < 0 ? rest : rest.slice(0, cut);
  const token = cut < 0 ? undefined : rest.slice(cut + 1);
  if (!PACK_CODE.test(code)) return undefined;
  return token === undefined ? { code } : { code, token };
}
