// Error codes shared by server and client (the client maps a code to a translated message); the one
// error type every domain throws (docs/product-rules.md: codes map to HTTP statuses in lib/http).
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_CREDITS: 402,
  FORBIDDEN: 403,
  PUBLISHING_SUSPENDED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TOO_MANY_IN_PROGRESS: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNSAFE_CONTENT: 422,
  INVALID_PROMO_CODE: 422,
  CAPTCHA_FAILED: 422,
  RATE_LIMITED: 429,
  PURCHASES_DISABLED: 503,
  UNAVAILABLE: 503,
  BAD_UPSTREAM: 502,
  INTERNAL_ERROR: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

// Every route bundle of the Next server has its own copy of this module, and a promise shared
// between bundles (lib/cache/public-memo.ts keeps one on globalThis) can reject with another copy's
// ApiError: `instanceof` recognises any copy's by this mark, so a 404 never turns into a 500.
const API_ERROR = Symbol.for('stickerfy.api-error');

export class ApiError extends Error {
  override name = 'ApiError';
  readonly [API_ERROR] = true;
  static [Symbol.hasInstance](value: unknown): boolean {
    // biome-ignore lint/complexity/noThisInStatic: a subclass keeps the ordinary instanceof
    if (this !== ApiError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === 'object' && value !== null && API_ERROR in value;
  }
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    readonly status: number = ERROR_STATUS[code],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new ApiError('NOT_FOUND', what);
