import 'server-only';
import { DEFAULT_RETRIES, defineJob } from '@/lib/jobs/types';
import { failGenerateStickers, runGenerateStickers } from './pipeline';

export const generateStickersJob = defineJob({
  id: 'stickers-generate',
  event: 'stickers/generate.requested',
  retries: DEFAULT_RETRIES,
  // The local renderer works on 512 px tiles (no background-removal model): not a heavy job.
  heavy: false,
  subjectId: (data) => data.batchKey,
  handler: ({ event, step, attempt }) => runGenerateStickers(event.data, step, attempt),
  onFailure: ({ event }) => failGenerateStickers(event.data),
  // Each batch (or regenerated sticker) holds its credits first (lib/stickers/service.ts).
  inFlight: 'credit-hold',
});
