import type { PublishErrorCode } from '@/lib/contracts/publishing';

export { PUBLISH_ERROR_CODES, type PublishErrorCode } from '@/lib/contracts/publishing';

export type PublishErrorJson = { code: PublishErrorCode; message: string; retryAfter?: number };

/** A failure that retrying will not fix: the job stops, marks the set FAILED and says why. */
export class PublishError extends Error {
  override name = 'PublishError';
  constructor(
    readonly code: PublishErrorCode,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
  toJSON(): PublishErrorJson {
    return { code: this.code, message: this.message, retryAfter: this.retryAfter };
  }
}

// Bot API descriptions (https://core.telegram.org/bots/api, and what it answers in practice).
const RULES: [RegExp, PublishErrorCode][] = [
  [
    /PEER_ID_INVALID|USER_ID_INVALID|user not found|bot was blocked|USER_IS_BOT|chat not found|deactivated/i,
    'OWNER_UNREACHABLE',
  ],
  [/STICKERS_TOO_MUCH|STICKERSET_TOO_MUCH|too much stickers|too many stickers/i, 'SET_FULL'],
  [/already occupied|STICKERSET_NAME|SHORTNAME|sticker set name|invalid name/i, 'NAME_UNAVAILABLE'],
  [/STICKER_|IMAGE_PROCESS_FAILED|file is too big|wrong file|dimensions|emoji/i, 'STICKER_REJECTED'],
];

/** A Bot API 4xx answer (not 429) as our error code. */
export function codeForDescription(description: string): PublishErrorCode {
  return RULES.find(([re]) => re.test(description))?.[1] ?? 'TELEGRAM_REJECTED';
}
