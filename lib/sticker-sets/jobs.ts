import 'server-only';
import { DEFAULT_RETRIES, defineJob } from '@/lib/jobs/types';
import { failPublishPack, runPublishPack, runSyncPack, runUnpublishPack } from './publish';
import { runReplaceSticker } from './replace';

// Not heavy: images are ours and already Telegram-ready; the time goes to Bot API round trips.
export const publishPackJob = defineJob({
  id: 'pack-publish',
  event: 'pack/publish.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.packId,
  handler: ({ event, step }) => runPublishPack(event.data, step),
  onFailure: ({ event, error }) => failPublishPack(event.data, error, 'publish'),
  // Per pack owner; repeated deep-link taps on one pack join the waiting job (docs/decisions.md).
  inFlight: { perUser: 5, key: (data) => data.packId },
});

export const syncPackJob = defineJob({
  id: 'pack-sync',
  event: 'pack/sync.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.packId,
  handler: ({ event, step }) => runSyncPack(event.data, step),
  onFailure: ({ event, error }) => failPublishPack(event.data, error, 'sync'),
  inFlight: { perUser: 20, key: (data) => data.packId },
});

export const unpublishPackJob = defineJob({
  id: 'pack-unpublish',
  event: 'pack/unpublish.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.packId,
  handler: ({ event, step }) => runUnpublishPack(event.data, step),
  onFailure: async () => {},
  inFlight: { perUser: 20, key: (data) => data.packId },
});

// A label edit's new drawing in each published set that holds the sticker; a second edit of the
// same sticker while this waits to start joins it (its steps read the drawing when they run).
export const replaceStickerJob = defineJob({
  id: 'pack-sticker-replace',
  event: 'pack/sticker-replace.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.stickerId,
  handler: ({ event, step }) => runReplaceSticker(event.data, step),
  onFailure: async () => {},
  inFlight: { perUser: 20, key: (data) => data.stickerId },
});
