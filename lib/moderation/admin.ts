import 'server-only';
import { MODERATION_LIMITS } from '@/lib/config/moderation';
import type { ModerationSubject, ReportKind } from '@/lib/contracts/moderation';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import { notFound } from '@/lib/errors';
import { userContacts } from '@/lib/users/lookup';
import * as q from './queries';
import { SUBJECTS } from './subjects';

/** Admins are named by ADMIN_EMAILS; for anyone else the admin page and API do not exist (404). */
export function isAdmin(user: { email: string | null } | null): boolean {
  const email = user?.email?.trim().toLowerCase();
  return Boolean(email && env().adminEmails.includes(email));
}

export function assertAdmin(user: { email: string | null } | null) {
  if (!isAdmin(user)) throw notFound('Not found');
}

type Owner = { email: string | null; publicId: string; suspended: boolean } | null;
export type ReviewItem = ModerationSubject & { owner: Owner };
export type ReportedItem = ReviewItem & { reporters: number; reasons: string[] };

/** What the admin page shows: reported items, recent public items, suspensions and the record. */
export async function loadModerationOverview(db: DbOrTx) {
  const limit = MODERATION_LIMITS.adminListSize;
  const open = await q.listOpenReports(db, limit);
  const byKind = (kind: ReportKind) => open.filter((r) => r.kind === kind).map((r) => r.itemId);
  const reportedSubjects = (
    await Promise.all((['sticker', 'pack', 'character'] as const).map((k) => SUBJECTS[k].many(db, byKind(k))))
  ).flat();
  const recent = (
    await Promise.all((['sticker', 'pack', 'character'] as const).map((k) => SUBJECTS[k].recent(db, limit)))
  )
    .flat()
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, limit);
  const [suspensions, actions] = await Promise.all([q.listSuspensions(db, limit), q.listActions(db, limit)]);
  const suspended = new Set(suspensions.map((s) => s.userId));
  const ownerIds = [...reportedSubjects, ...recent].flatMap((s) => (s.ownerId ? [s.ownerId] : []));
  const contacts = await userContacts(db, [...new Set([...ownerIds, ...suspended])]);
  const owner = (id: string | null): Owner => {
    const c = id ? contacts.get(id) : undefined;
    return c && id ? { ...c, suspended: suspended.has(id) } : null;
  };
  const withOwner = (s: ModerationSubject): ReviewItem => ({ ...s, owner: owner(s.ownerId) });
  const reported: ReportedItem[] = open.flatMap((r) => {
    const s = reportedSubjects.find((x) => x.kind === r.kind && x.id === r.itemId);
    return s ? [{ ...withOwner(s), reporters: r.reporters, reasons: r.reasons }] : [];
  });
  return {
    reported,
    recent: recent.map(withOwner),
    suspensions: suspensions.map((s) => ({
      userId: s.userId,
      reason: s.reason,
      createdAt: s.createdAt.toISOString(),
      email: contacts.get(s.userId)?.email ?? null,
      publicId: contacts.get(s.userId)?.publicId ?? '',
    })),
    actions: actions.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
  };
}

export type ModerationOverview = Awaited<ReturnType<typeof loadModerationOverview>>;
