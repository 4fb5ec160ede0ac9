import 'server-only';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { SITE } from '@/lib/config/site';
import { getDb } from '@/lib/db';
import type { DbOrTx } from '@/lib/db/types';
import { env } from '@/lib/env';
import type { EventData } from '@/lib/jobs/events';
import { sendEvent } from '@/lib/jobs/runtime';
import type { Step } from '@/lib/jobs/types';
import { botUsername } from '@/lib/telegram/bot';
import { findVerifiedUserId } from '@/lib/telegram/service';
import type { InlineKeyboard } from 'grammy';
import { type Chat, chatTexts, edit, readyKeyboard, replace, say, sayFailed, sayReady } from './chat';
import { PublishError, type PublishErrorJson } from './errors';
import { addStickersUrl, setNameFor, setTitleFor } from './names';
import * as q from './queries';
import { loadPackSource, type PackSource } from './source';
import * as steps from './steps';
import { tg } from './telegram-api';

// pack/publish.requested (the bot's deep link) and pack/sync.requested (an edit of the pack): both
// bring the Telegram set to the pack's current stickers, order and name. Publishing talks in the
// chat (progress, link, failures); a sync is silent unless it fails.

/** How long a job's claim on a set holds without a write (every step writes; a flood wait holds it to its end). */
export const LEASE_MS = 5 * 60_000;
const PROGRESS_EVERY = 5;

const botOn = () => env().modes.bot === 'hosted';

type Claimed = { kind: 'claimed'; title: string; name: string; owner: number; chat: Chat };
type ClaimResult =
  | Claimed
  | { kind: 'busy'; title: string }
  | { kind: 'never'; title: string }
  | { kind: 'missing'; title: string }
  | { kind: 'notAdded'; title: string; page: string | null }
  | { kind: 'published'; title: string; name: string };

/** A step's PublishError comes back as a value (a thrown one would be retried by Inngest). */
class Stop extends Error {
  constructor(readonly error: PublishErrorJson) {
    super(error.message);
  }
}

/**
 * Flood control longer than tg() waits within a call: the job sleeps (step.sleep ends the run, so no
 * request or runner slot is held through the wait; the set stays claimed, see onWait) and repeats
 * the step. A wait beyond an hour, or a sixth one for the same step, fails with FLOOD_WAIT.
 */
export const MAX_FLOOD_WAIT_S = 3600;
const MAX_FLOOD_ROUNDS = 5;

type Waiting = (seconds: number, stepId: string) => Promise<void>;

async function guardedStep<T>(step: Step, id: string, fn: () => Promise<T>, onWait: Waiting): Promise<T> {
  for (let round = 0; ; round++) {
    const stepId = round === 0 ? id : `${id}#${round}`;
    const r = await step.run(stepId, async () => {
      try {
        return { ok: await fn() };
      } catch (err) {
        if (err instanceof PublishError) return { stop: err.toJSON() };
        throw err;
      }
    });
    if ('stop' in r && r.stop) {
      const wait = r.stop.code === 'FLOOD_WAIT' ? (r.stop.retryAfter ?? 0) : 0;
      if (wait > 0 && wait <= MAX_FLOOD_WAIT_S && round < MAX_FLOOD_ROUNDS) {
        await onWait(wait, stepId);
        await step.sleep(`${stepId}:flood-wait`, wait * 1000);
        continue;
      }
      throw new Stop(r.stop);
    }
    return (r as { ok: T }).ok;
  }
}

/**
 * Who may create the set: only a Telegram account the pack owner linked with one of their own
 * tickets (telegram_links.verified_at), never whoever tapped the public page's link first, nor an
 * account linked with the owner's user code — the set's owner can manage it through @Stickers. A
 * job recovering its own claim after a crash was checked already.
 */
async function mayCreate(db: DbOrTx, ownerId: string, telegramUserId: number) {
  return (await findVerifiedUserId(db, telegramUserId)) === ownerId;
}

/**
 * Anyone else gets the set's link once it exists on Telegram, and until then an explanation with
 * the public pack page, where the pack can be downloaded (a private pack has none to offer).
 */
async function visitorAnswer(db: DbOrTx, pack: PackSource, title: string): Promise<ClaimResult> {
  const row = await q.findSet(db, pack.id);
  const exists =
    row && (row.status === 'PUBLISHED' || (await q.listMembers(db, pack.id)).some((m) => m.fileUniqueId));
  if (row && exists) return { kind: 'published', title, name: row.name };
  const page =
    pack.visibility === 'PUBLIC' ? `${env().appUrl}${PACK_ROUTES.publicPack(pack.reference)}` : null;
  return { kind: 'notAdded', title, page };
}

async function claim(db: DbOrTx, packId: string, mode: q.ClaimMode, who?: Chat & { telegramUserId: number }) {
  const source = await loadPackSource(db, { packId });
  if (!source) return { kind: 'missing', title: '' } as ClaimResult;
  const name = setNameFor(source.pack.publicId, botUsername());
  const title = setTitleFor(source.pack.name, SITE.name);
  if (who && mode === 'publish' && !(await mayCreate(db, source.pack.userId, who.telegramUserId)))
    return visitorAnswer(db, source.pack, title);
  const init = who
    ? {
        name,
        title,
        ownerTelegramUserId: who.telegramUserId,
        chatId: who.chatId,
        languageCode: who.languageCode,
      }
    : null;
  const c = await q.claimSet(db, packId, mode, init, LEASE_MS);
  if (c.kind === 'claimed')
    return {
      kind: 'claimed',
      title,
      name: c.set.name,
      owner: c.set.ownerTelegramUserId,
      chat: { chatId: c.set.chatId, languageCode: c.set.languageCode },
    } as ClaimResult;
  if (c.kind === 'published') return { kind: 'published', title, name: c.set.name } as ClaimResult;
  return { kind: c.kind, title } as ClaimResult;
}

async function converge(
  step: Step,
  data: { userId: string; packId: string },
  claimed: Claimed,
  talk: { messageId: number | null } | null,
) {
  const db = await getDb();
  const ctx: steps.SetCtx = { packId: data.packId, name: claimed.name, owner: claimed.owner };
  const t = await chatTexts(claimed.chat);
  let title = claimed.title;
  // The set stays this job's through the wait (its claim would lapse after LEASE_MS without a write).
  const onWait: Waiting = (seconds, stepId) =>
    step.run(`${stepId}:flood-hold`, async () => {
      await q.holdSet(db, data.packId, new Date(Date.now() + seconds * 1000));
      const minutes = Math.ceil(seconds / 60);
      if (talk) await edit(claimed.chat, talk.messageId, t('floodWait', { name: title, minutes }));
    });
  const guarded = <T>(id: string, fn: () => Promise<T>) => guardedStep(step, id, fn, onWait);
  try {
    const plan = await guarded('preflight', () => steps.preflight(db, data.packId));
    title = plan.title;
    const total = plan.items.length;
    await guarded('create', async () => {
      if (!(await steps.ensureCreated(db, ctx, plan))) return;
      const n = await steps.countDone(db, ctx, plan);
      if (talk) await edit(claimed.chat, talk.messageId, t('progress', { name: title, done: n, total }));
    });
    const { pending, deferred } = await guarded('reconcile', () => steps.removeStale(db, ctx, plan));
    for (const id of pending) {
      await guarded(`add:${id}`, async () => {
        const n = await steps.addOne(db, ctx, plan, id);
        if (talk && (n % PROGRESS_EVERY === 0 || n === total))
          await edit(claimed.chat, talk.messageId, t('progress', { name: title, done: n, total }));
        return n;
      });
    }
    await guarded('cleanup', () => steps.cleanup(db, ctx, deferred));
    await guarded('arrange', () => steps.arrange(db, ctx, plan));
    await guarded('thumbnail', () => steps.thumbnail(ctx, plan));
    const dirty = await step.run('finish', async () => {
      const changedMeanwhile = await q.finishSet(db, data.packId, { done: total, total });
      if (talk) await sayReady(claimed.chat, title, claimed.name);
      return changedMeanwhile;
    });
    // The pack was edited while this job ran: one more pass picks the edit up.
    if (dirty) await step.run('resync', () => sendEvent('pack/sync.requested', data));
    return { published: claimed.name, stickers: total };
  } catch (err) {
    if (!(err instanceof Stop)) throw err;
    await step.run('failed', () =>
      recordFailure(db, data.packId, claimed, err.error, talk ? 'publish' : 'sync'),
    );
    return { failed: err.error.code };
  }
}

async function recordFailure(
  db: DbOrTx,
  packId: string,
  who: { title: string; chat: Chat },
  error: PublishErrorJson,
  kind: 'publish' | 'sync',
) {
  await q.failSet(db, packId, error.code, error.message);
  await sayFailed(who.chat, who.title, error, kind);
}

export async function runPublishPack(data: EventData<'pack/publish.requested'>, step: Step) {
  if (!botOn()) return { skipped: 'telegram bot is off' };
  const db = await getDb();
  const chat: Chat = { chatId: data.chatId, languageCode: data.languageCode ?? null };
  const c = await step.run('claim', () =>
    claim(db, data.packId, data.resume ? 'resume' : 'publish', {
      ...chat,
      telegramUserId: data.telegramUserId,
    }),
  );
  const t = await chatTexts(chat);
  const tell = (text: string, keyboard?: InlineKeyboard) => replace(chat, data.messageId, text, keyboard);
  if (c.kind === 'missing' || c.kind === 'never') {
    await step.run('gone', () => tell(t('packNotFound', { site: env().appUrl })));
    return { skipped: 'pack not found' };
  }
  if (c.kind === 'notAdded') {
    const text = data.ticketRejected
      ? t('ticketRejected', { name: c.title })
      : c.page
        ? t('notAdded', { name: c.title, url: c.page })
        : t('notAddedPrivate', { name: c.title });
    await step.run('not-added', () => tell(text));
    return { skipped: 'not published by its owner yet' };
  }
  if (c.kind === 'busy') {
    await step.run('busy', () => tell(t('busy', { name: c.title })));
    return { skipped: 'busy' };
  }
  if (c.kind === 'published') {
    await step.run('link', () =>
      tell(t('ready', { name: c.title, url: addStickersUrl(c.name) }), readyKeyboard(t, c.name)),
    );
    return { published: c.name, already: true };
  }
  const messageId = await step.run(
    'message',
    async () => data.messageId ?? (await say(c.chat, t('progress', { name: c.title, done: 0, total: 0 }))),
  );
  return converge(step, data, c, { messageId });
}

export async function runSyncPack(data: EventData<'pack/sync.requested'>, step: Step) {
  if (!botOn()) return { skipped: 'telegram bot is off' };
  const db = await getDb();
  const c = await step.run('claim', () => claim(db, data.packId, 'sync'));
  if (c.kind !== 'claimed') return { skipped: c.kind };
  return converge(step, data, c, null);
}

/** After the final retry: the set is FAILED (Telegram unreachable) and the chat is told. */
export async function failPublishPack(data: { packId: string }, error: Error, kind: 'publish' | 'sync') {
  const db = await getDb();
  const row = await q.failSet(db, data.packId, 'TELEGRAM_UNAVAILABLE', error.message, true);
  if (!row || !botOn()) return;
  await sayFailed(
    { chatId: row.chatId, languageCode: row.languageCode },
    row.title,
    { code: 'TELEGRAM_UNAVAILABLE', message: error.message },
    kind,
  );
}

/**
 * pack/unpublish.requested: the pack was deleted, or its last sticker was: so is its Telegram set
 * (when there was one), and our record of it. A later "Add to Telegram" publishes it afresh.
 */
export async function runUnpublishPack(data: EventData<'pack/unpublish.requested'>, step: Step) {
  if (!botOn()) return { skipped: 'telegram bot is off' };
  const name = setNameFor(data.publicId, botUsername());
  const result = await step.run('delete-set', async () => {
    try {
      await tg((api) => api.deleteStickerSet(name));
      return { deleted: name };
    } catch (err) {
      if (err instanceof PublishError) return { deleted: null, reason: err.message };
      throw err;
    }
  });
  await step.run('forget-set', async () => q.deleteSet(await getDb(), data.packId));
  return result;
}
