import 'server-only';
import { DEFAULT_RETRIES, defineJob } from '@/lib/jobs/types';
import { runAccountDeletion } from './erase';
import { failExport, runExport } from './exports';

export const deleteAccountJob = defineJob({
  id: 'account-delete',
  event: 'account/delete.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.deletionId,
  handler: ({ event, step }) => runAccountDeletion(event.data, step),
  // Nothing to release: the deletion stays STARTED and the sweeper sends it again (lib/account/sweep.ts).
  onFailure: async ({ event, error }) => {
    console.error(`[account] deletion ${event.data.deletionId} stopped; the sweeper resumes it`, error);
  },
  inFlight: { perUser: 1, key: (data) => data.deletionId },
});

export const buildExportJob = defineJob({
  id: 'account-export',
  event: 'account/export.requested',
  retries: DEFAULT_RETRIES,
  heavy: false,
  subjectId: (data) => data.exportId,
  handler: ({ event, step }) => runExport(event.data, step),
  onFailure: ({ event }) => failExport(event.data),
  inFlight: { perUser: 1, key: (data) => data.exportId },
});
