import { SITE } from '@/lib/config/site';

// No server imports: the billing and pack pages build these links too.
const START_PAYLOAD = /^[A-Za-z0-9_-]{1,64}$/;

/** Telegram deep link that opens the bot with `/start <payload>` (payload: ≤ 64 of A-Za-z0-9_-). */
export function deepLink(payload: string, botUsername: string = SITE.botUsername): string {
  if (!START_PAYLOAD.test(payload)) throw new Error(`Invalid Telegram start payload: ${payload}`);
  return `https://t.me/${botUsername}?start=${payload}`;
}

export const PAYMENT_PAYLOAD_PREFIX = 'payment-';
/** The "Buy with Stars" link: links the Telegram account to the user with this public code. */
export const paymentStartPayload = (publicId: string) => `${PAYMENT_PAYLOAD_PREFIX}${publicId}`;

export const PACK_PAYLOAD_PREFIX = 'sticker-pack-';
/** SPEC §7 "Add to Telegram": the bot publishes the pack with this public code as a sticker set. */
export const packDeepLink = (publicId: string, botUsername?: string) =>
  deepLink(`${PACK_PAYLOAD_PREFIX}${publicId}`, botUsername);
