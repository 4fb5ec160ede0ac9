import 'server-only';
import type { ExportStatus } from '@/lib/contracts/account';
import { EXPORT_LINK_HOURS } from '@/lib/contracts/account';
import { getDb } from '@/lib/db';
import type { Database, DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import type { EventData } from '@/lib/jobs/events';
import { sendEvent } from '@/lib/jobs/runtime';
import type { Step } from '@/lib/jobs/types';
import { getStorage, newBlobKey } from '@/lib/storage';
import { buildAccountZip } from './export-build';
import * as q from './queries';

// "Download my data" (docs/product-rules.md, "Your data"): free, built by a job, downloadable by its
// owner only for EXPORT_LINK_HOURS. Asking again while one is being built returns that one.

export const exportDownloadPath = (id: string) => `/v1/account/export/${id}/download`;

function toStatus(row: q.ExportRow, now = Date.now()): ExportStatus {
  const expired =
    row.status === 'EXPIRED' || (row.status === 'READY' && !!row.expiresAt && row.expiresAt.getTime() <= now);
  const status = expired ? 'EXPIRED' : (row.status as ExportStatus['status']);
  return {
    id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    downloadUrl: status === 'READY' ? exportDownloadPath(row.id) : null,
    sizeBytes: row.sizeBytes,
  };
}

export async function requestExport(db: Database, userId: string): Promise<ExportStatus> {
  const { row, created } = await q.startExport(db, userId);
  if (created) await sendEvent('account/export.requested', { userId, exportId: row.id });
  return toStatus(row);
}

/** The user's latest export, or null. */
export async function getLatestExport(db: DbOrTx, userId: string): Promise<ExportStatus | null> {
  const row = await q.latestExport(db, userId);
  return row ? toStatus(row) : null;
}

/** The ZIP, to its owner only (anyone else: 404, as for any private item), while its link is valid. */
export async function openExport(db: DbOrTx, userId: string, id: string) {
  const row = await q.findExport(db, id);
  if (!row || row.userId !== userId) throw notFound('Export not found');
  const status = toStatus(row);
  if (status.status === 'EXPIRED') throw new ApiError('GONE', 'This download link has expired');
  if (status.status !== 'READY' || !row.storageKey) throw notFound('Export not found');
  const blob = await getStorage().get(row.storageKey);
  if (!blob) throw new ApiError('GONE', 'This download link has expired');
  return { data: blob.data, fileName: `stickerfy-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}

export async function runExport(data: EventData<'account/export.requested'>, step: Step) {
  const built = await step.run('build', async () => {
    const db = await getDb();
    const row = await q.findExport(db, data.exportId);
    if (row?.status !== 'BUILDING') return null;
    const zip = await buildAccountZip(db, data.userId);
    const key = newBlobKey('exports', 'zip', data.userId);
    await getStorage().put(key, zip, { contentType: 'application/zip', access: 'private' });
    return { storageKey: key, sizeBytes: zip.length };
  });
  if (!built) return { skipped: 'not building' };
  await step.run('ready', async () => {
    const expiresAt = new Date(Date.now() + EXPORT_LINK_HOURS * 3_600_000);
    await q.finishExport(await getDb(), data.exportId, { ...built, expiresAt });
  });
  return built;
}

export async function failExport(data: EventData<'account/export.requested'>) {
  await q.failExport(await getDb(), data.exportId);
}

/** Housekeeping: lapsed exports lose their file. */
export async function purgeExpiredExports(db: DbOrTx) {
  const storage = getStorage();
  for (const row of await q.expireExports(db)) if (row.storageKey) await storage.delete(row.storageKey);
}
