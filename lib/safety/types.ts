/** The five classes of the embedded model, each a probability (they sum to about 1). */
export type SafetyScores = {
  porn: number;
  hentai: number;
  sexy: number;
  neutral: number;
  drawing: number;
};

/** What screens an image; lib/safety/embedded.ts is the one we run, tests may pass another. */
export interface SafetyClassifier {
  classify(image: Buffer): Promise<SafetyScores>;
}

/**
 * The score compared with the threshold: explicit content, photographed or drawn. "sexy"
 * (swimwear, suggestive poses) is left out on purpose: beach photos are ordinary uploads.
 */
export const unsafeScore = (s: SafetyScores) => s.porn + s.hentai;
