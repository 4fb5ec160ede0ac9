import 'server-only';
import { DEFAULT_RETRIES, defineJob } from '@/lib/jobs/types';
import { failPublishPack, runPublishPack, runSyncPack, runUnpublishPack } from './publish';

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
