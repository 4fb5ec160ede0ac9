// How strict the screen is (docs/product-rules.md). SAFETY_THRESHOLD is the score from 0 to 1 at
// which an image is refused; 0 or 1 are allowed for a deliberate "refuse all" / "refuse almost
// nothing", anything else falls back to the default.

/** The default: an image is refused when the model gives explicit content at least this score. */
export const DEFAULT_SAFETY_THRESHOLD = 0.6;

export function safetyThreshold(env: Record<string, string | undefined> = process.env): number {
  const raw = env.SAFETY_THRESHOLD?.trim();
  if (!raw) return DEFAULT_SAFETY_THRESHOLD;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 && n <= 1 ? n : DEFAULT_SAFETY_THRESHOLD;
}
