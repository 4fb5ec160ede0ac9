import 'server-only';
import { MODERATION_LIMITS, REPORT_THRESHOLD_SETTING } from '@/lib/config/moderation';
import type { ReportRequest } from '@/lib/contracts/moderation';
import type { Database, DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { hitRateLimit } from '@/lib/limits/counters';
import { getSetting } from '@/lib/settings/service';
import * as q from './queries';
import { SUBJECTS } from './subjects';

/** Distinct reporters that take an item out of the gallery: the operator's setting, else the default. */
export async function reportThreshold(db: DbOrTx): Promise<number> {
  const value = await getSetting(db, REPORT_THRESHOLD_SETTING);
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? value
    : MODERATION_LIMITS.reportersToReview;
}

/**
 * POST /v1/reports (docs/product-rules.md, moderation). Only an item in the gallery can be reported,
 * once per person, never by its owner; the report that reaches the threshold takes it out of every
 * public read until a moderator decides.
 */
export async function reportItem(db: Database, reporterId: string, input: ReportRequest) {
  const hit = await hitRateLimit(db, `report:${reporterId}`, MODERATION_LIMITS.reportWindowSeconds);
  if (hit.count > MODERATION_LIMITS.reportsPerWindow) {
    const retryAfter = Math.max(1, Math.ceil((hit.resetAt.getTime() - Date.now()) / 1000));
    throw new ApiError('RATE_LIMITED', 'Too many reports. Please try again later.', { retryAfter });
  }
  const kind = SUBJECTS[input.kind];
  const subject = await kind.find(db, { reference: input.reference });
  // Someone else's private item, or one already out of the gallery, is simply not found.
  if (!subject || (subject.ownerId !== reporterId && (!subject.isPublic || subject.moderation)))
    throw notFound('Item not found');
  if (subject.ownerId === reporterId)
    throw new ApiError('FORBIDDEN', 'You cannot report your own item.', { reason: 'OWN_ITEM' });
  return db.transaction(async (tx) => {
    const item = { kind: input.kind, id: subject.id };
    if (!(await q.insertReport(tx, item, reporterId, input.reason)))
      throw new ApiError('CONFLICT', 'You have already reported this.', { reason: 'ALREADY_REPORTED' });
    const reporters = await q.countOpenReporters(tx, item);
    const inReview = reporters >= (await reportThreshold(tx)) && (await kind.set(tx, subject.id, 'REVIEW'));
    if (inReview)
      await q.insertAction(tx, {
        actorId: null,
        actor: 'reports',
        action: 'review',
        targetKind: input.kind,
        targetId: subject.id,
        targetLabel: subject.label,
        reason: `${reporters} reports`,
      });
    return { reported: true, underReview: inReview };
  });
}
