import { z } from 'zod';

// Upload limits shared by the browser form and the server (docs/product-rules.md).
export const MAX_UPLOAD_IMAGES = 3;
export const MAX_UPLOAD_BYTES = 10_485_760; // 10 MB
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

const AMOUNT_MESSAGE = 'Amount must be between 1 and 3';

/** POST /v1/upload-urls/images body. */
export const uploadUrlsRequestSchema = z.object({
  amount: z
    .number({ error: AMOUNT_MESSAGE })
    .int({ error: AMOUNT_MESSAGE })
    .min(1, { error: AMOUNT_MESSAGE })
    .max(MAX_UPLOAD_IMAGES, { error: AMOUNT_MESSAGE }),
});

/**
 * One signed, single-use upload slot. Response of POST /v1/upload-urls/images:
 * `{ data: { result: UploadUrl[] } }`. Then `PUT uploadUrl` with the file as the raw body and its
 * `Content-Type` (optionally `X-File-Name` for error messages); 200 means stored. Pass the
 * references as `userUploadReferences` when creating the character.
 * PUT errors: 403 bad token, 404 unknown slot, 410 expired or already used, 413 over 10 MB or
 * 40 megapixels (PAYLOAD_TOO_LARGE), 415 not a JPEG/PNG/WebP image or HEIC (UNSUPPORTED_MEDIA_TYPE).
 */
export const uploadUrlSchema = z.object({
  uploadUrl: z.string(),
  reference: z.string(),
  expiresAt: z.string(),
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

/** PUT result (`data.result`). */
export const uploadResultSchema = z.object({ reference: z.string(), width: z.number(), height: z.number() });
export type UploadResult = z.infer<typeof uploadResultSchema>;
