import 'server-only';
import type { SweepTarget } from '@/lib/jobs/sweeper';
import { sendEvent } from '@/lib/jobs/runtime';
import * as q from './queries';

// A deletion is never failed: once started it must end (docs/product-rules.md, "Your data"). One left
// unfinished by a dead process is queued again — at the embedded start, or by the sweep when it has
// not moved for the sweep window (a hosted cron); every step is safe to repeat. Its createdAt is
// given as "now" so a take-over always resumes it rather than failing it.
export const deletionSweepTarget: SweepTarget = {
  name: 'account-deletions',
  async listInProgress(db, opts) {
    return (await q.listUnfinishedDeletions(db, opts)).map((row) => ({
      id: row.id,
      createdAt: new Date(),
      updatedAt: row.updatedAt,
      event: { name: 'account/delete.requested' as const, data: { userId: row.userId, deletionId: row.id } },
    }));
  },
  async failStuck(db, id) {
    const row = await q.findDeletion(db, id);
    if (row?.state === 'STARTED') {
      await q.touchDeletion(db, id);
      // A job already waiting for it (its slot) covers it: 'joined', or the per-user cap says so.
      await sendEvent('account/delete.requested', { userId: row.userId, deletionId: row.id }).catch((err) =>
        console.error(`[account] deletion ${id} could not be queued again`, err),
      );
    }
    return false;
  },
};

// An export whose builder died is failed; asking again starts a new one.
export const exportSweepTarget: SweepTarget = {
  name: 'account-exports',
  async listInProgress(db, opts) {
    return (await q.listBuildingExports(db, opts)).map((row) => ({
      id: row.id,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      event: { name: 'account/export.requested' as const, data: { userId: row.userId, exportId: row.id } },
    }));
  },
  async failStuck(db, id) {
    const before = await q.findExport(db, id);
    if (before?.status !== 'BUILDING') return false;
    await q.failExport(db, id);
    return true;
  },
};
