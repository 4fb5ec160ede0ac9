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
