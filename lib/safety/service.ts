import 'server-only';
import { ApiError } from '@/lib/errors';
import { getStorage } from '@/lib/storage';
import { safetyThreshold } from './config';
import { embeddedClassifier } from './embedded';
import { type SafetyClassifier, type SafetyScores, unsafeScore } from './types';

// The screen every image passes before anyone else can see it (docs/product-rules.md): a photo at
// upload, a sticker drawn for the public gallery, the stickers of a pack made public. One
// classifier per process, the embedded one in every mode (docs/decisions.md).

// The interface keeps the model swappable (another local model, a hosted one) without touching callers.
let classifier: SafetyClassifier = embeddedClassifier;

/**
 * Installs another classifier; no argument puts the embedded one back. The integration tests use it
 * to share one warm copy of the same model across their processes (tests/helpers/safety-server.ts).
 */
export function setSafetyClassifier(next: SafetyClassifier = embeddedClassifier): void {
  classifier = next;
}

export type Verdict = { safe: boolean; score: number; scores: SafetyScores };

export async function screenImage(image: Buffer, threshold = safetyThreshold()): Promise<Verdict> {
  const scores = await classifier.classify(image);
  const score = unsafeScore(scores);
  return { safe: score < threshold, score, scores };
}

export const UNSAFE_MESSAGE = 'This image was flagged as unsafe and cannot be used.';

/** Refuses an unsafe image with UNSAFE_CONTENT (the client's unsafe-content dialog). */
export async function assertSafeImage(image: Buffer): Promise<void> {
  const verdict = await screenImage(image);
  if (!verdict.safe) throw new ApiError('UNSAFE_CONTENT', UNSAFE_MESSAGE);
}

// Stored files never change under a key (lib/storage/keys.ts makes a new key per file), so a key
// that passed once passes again: a pack toggled public twice is screened once per process.
const passedKeys = new Set<string>();
const PASSED_KEYS_MAX = 10_000;

/**
 * Before images turn public: every stored file must pass. Throws UNSAFE_CONTENT at the first
 * that does not (with its key in the details); missing files are skipped, there is nothing to show.
 * The caller checks before it charges or writes anything.
 */
export async function assertSafeForPublic(storageKeys: readonly string[]): Promise<void> {
  const threshold = safetyThreshold();
  for (const key of new Set(storageKeys)) {
    if (passedKeys.has(key)) continue;
    const blob = await getStorage().get(key);
    if (!blob) continue;
    const verdict = await screenImage(blob.data, threshold);
    if (!verdict.safe) throw new ApiError('UNSAFE_CONTENT', UNSAFE_MESSAGE, { storageKey: key });
    if (passedKeys.size >= PASSED_KEYS_MAX) passedKeys.clear();
    passedKeys.add(key);
  }
}
