// Why a Telegram publication failed: stored on the set by lib/sticker-sets, translated by the pack
// page (messages publishing.panel.errors) and by the bot (publishing.bot.errors).
export const PUBLISH_ERROR_CODES = [
  'PACK_NOT_FOUND',
  'PACK_EMPTY',
  'STICKER_UNUSABLE',
  'OWNER_UNREACHABLE',
  'STICKER_REJECTED',
  'SET_FULL',
  'NAME_UNAVAILABLE',
  'FLOOD_WAIT',
  'TELEGRAM_REJECTED',
  'TELEGRAM_UNAVAILABLE',
  'INTERRUPTED',
] as const;
export type PublishErrorCode = (typeof PUBLISH_ERROR_CODES)[number];

/** The ZIP exports (GET /v1/sticker-packs/{reference}/export/{kind}). */
export const EXPORT_KINDS = ['telegram', 'whatsapp'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** details.reason of the 400 for a WhatsApp export of fewer than 3 stickers. */
export const WHATSAPP_MIN_REASON = 'WHATSAPP_MIN_STICKERS';
