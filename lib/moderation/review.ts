import 'server-only';
import type { ModerationActionRequest } from '@/lib/contracts/moderation';
import type { Database } from '@/lib/db/types';
import { notFound } from '@/lib/errors';
import { findUserByEmailOrCode } from '@/lib/users/lookup';
import * as q from './queries';
import { SUBJECTS } from './subjects';

/** Who acts: an admin (their account and email) or the operator CLI (no account). */
export type Actor = { id: string | null; label: string };

/**
 * Hide, restore, suspend or unsuspend (docs/product-rules.md, moderation), from the admin page or the
 * CLI. Every action is recorded with who, when and why, in the same transaction as its effect.
 * Deciding on an item closes its open reports: after a restore, it takes new reporters to bring it
 * back to review.
 */
export async function applyModeration(db: Database, actor: Actor, input: ModerationActionRequest) {
  return db.transaction(async (tx) => {
    const record = { actorId: actor.id, actor: actor.label, action: input.action, reason: input.reason };
    if ('kind' in input) {
      const kind = SUBJECTS[input.kind];
      const subject = await kind.find(tx, { reference: input.reference });
      if (!subject) throw notFound('Item not found');
      const changed = await kind.set(tx, subject.id, input.action === 'hide' ? 'HIDDEN' : null);
      await q.resolveReports(tx, { kind: input.kind, id: subject.id });
      await q.insertAction(tx, {
        ...record,
        targetKind: input.kind,
        targetId: subject.id,
        targetLabel: subject.label,
      });
      return { action: input.action, target: subject.reference, changed };
    }
    const user = await findUserByEmailOrCode(tx, input.user);
    if (!user) throw notFound('User not found');
    let changed = true;
    if (input.action === 'suspend') await q.upsertSuspension(tx, user.id, input.reason);
    else changed = await q.deleteSuspension(tx, user.id);
    await q.insertAction(tx, {
      ...record,
      targetKind: 'user',
      targetId: user.id,
      targetLabel: user.email ?? user.publicId,
    });
    return { action: input.action, target: user.publicId, changed };
  });
}
