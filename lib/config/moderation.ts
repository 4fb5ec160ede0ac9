// Moderation (docs/product-rules.md): what can be reported and why, plain constants the explore
// islands import without zod (lib/contracts/moderation.ts builds the schemas on them).
export const REPORT_KINDS = ['sticker', 'pack', 'character'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The short list a reporter picks from (moderation.reasons.* in messages). */
export const REPORT_REASONS = [
  'sexual',
  'violence',
  'hate',
  'harassment',
  'spam',
  'copyright',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

// Moderation limits (docs/product-rules.md). The threshold may be changed by the operator in
// app_settings (`npm run moderate -- threshold <n>`); these are the defaults.
export const MODERATION_LIMITS = {
  /** Distinct reporters after whom an item leaves the gallery until a moderator reviews it. */
  reportersToReview: 3,
  /** Reports one person may file per window. */
  reportsPerWindow: 10,
  reportWindowSeconds: 3600,
  /** How many reported and recently published items the admin page lists. */
  adminListSize: 50,
} as const;

export const REPORT_THRESHOLD_SETTING = 'reportersToReview';
