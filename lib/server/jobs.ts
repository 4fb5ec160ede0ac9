import 'server-only';
import { createCharacterJob } from '@/lib/characters/jobs';
import { characterSweepTarget } from '@/lib/characters/sweep';
import { type JobCatalog, registerJobCatalog } from '@/lib/jobs/catalog';
import { generateStickersJob } from '@/lib/stickers/jobs';
import { stickerSweepTarget } from '@/lib/stickers/sweep';
import { purgeStaleUploads } from '@/lib/uploads/service';

// Every domain's jobs and sweep targets, registered with the job runtime when this module loads.
// Adding a domain's job is one line here.
export const JOB_CATALOG: JobCatalog = {
  jobs: [createCharacterJob, generateStickersJob],
  sweepTargets: [characterSweepTarget, stickerSweepTarget],
  // Photos uploaded but never used are deleted after a day (SPEC §1 terms).
  housekeeping: [purgeStaleUploads],
};

registerJobCatalog(JOB_CATALOG);
