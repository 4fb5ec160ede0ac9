import 'server-only';
import { env } from '@/lib/env';
import type { TextRunner } from './replicate';

const g = globalThis as unknown as { __stickerTextRunner?: TextRunner | null };

/** Tests install a runner (a fake Replicate, or null for the local composer); undefined resets. */
export function setTextRunner(runner: TextRunner | null | undefined) {
  g.__stickerTextRunner = runner;
}

/** The hosted language model when REPLICATE_API_TOKEN is set; null means the local composer. */
export async function getTextRunner(): Promise<TextRunner | null> {
  if (g.__stickerTextRunner !== undefined) return g.__stickerTextRunner;
  if (env().modes.ai !== 'hosted') return null;
  const { replicateTextRunner } = await import('./replicate');
  return replicateTextRunner();
}
