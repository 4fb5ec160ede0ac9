import 'server-only';
import { buildExportJob, deleteAccountJob } from '@/lib/account/jobs';
import { purgeExpiredExports } from '@/lib/account/exports';
import { deletionSweepTarget, exportSweepTarget } from '@/lib/account/sweep';
import { createCharacterJob } from '@/lib/characters/jobs';
import { characterSweepTarget } from '@/lib/characters/sweep';
import { type JobCatalog, registerJobCatalog } from '@/lib/jobs/catalog';
import { publishPackJob, replaceStickerJob, syncPackJob, unpublishPackJob } from '@/lib/sticker-sets/jobs';
import { publishingSweepTarget } from '@/lib/sticker-sets/sweep';
import { purgeExpiredLeases } from '@/lib/jobs/leases';
import { purgeExpiredSlots } from '@/lib/jobs/slots';
import { purgeExpiredRateLimits } from '@/lib/limits/counters';
import { animateStickerJob } from '@/lib/stickers/animation-job';
import { animationSweepTarget } from '@/lib/stickers/animation-sweep';
import { generateStickersJob } from '@/lib/stickers/jobs';
import { stickerSweepTarget } from '@/lib/stickers/sweep';
import { purgeLinkTokens } from '@/lib/telegram/service';
import { purgeStaleUploads } from '@/lib/uploads/service';

// Every domain's jobs and sweep targets, registered with the job runtime when this module loads.
// Adding a domain's job is one line here.
export const JOB_CATALOG: JobCatalog = {
  jobs: [
    createCharacterJob,
    generateStickersJob,
    animateStickerJob,
    publishPackJob,
    syncPackJob,
    unpublishPackJob,
    replaceStickerJob,
    deleteAccountJob,
    buildExportJob,
  ],
  sweepTargets: [
    characterSweepTarget,
    stickerSweepTarget,
    animationSweepTarget,
    publishingSweepTarget,
    deletionSweepTarget,
    exportSweepTarget,
  ],
  // Photos uploaded but never used are deleted after a day (the terms, docs/product-rules.md); dead rate-limit counters,
  // leases, job slots and expired Telegram link tickets.
  housekeeping: [
    purgeStaleUploads,
    purgeExpiredRateLimits,
    purgeExpiredLeases,
    purgeExpiredSlots,
    purgeLinkTokens,
    purgeExpiredExports,
  ],
};

registerJobCatalog(JOB_CATALOG);
