import { z } from 'zod';

// Every job event: name (`domain/noun.verb`) → zod payload (docs/architecture.md). Payloads are validated when
// sent and again when a function starts. Each payload carries `userId`: both runtimes limit
// concurrency per user by it (Inngest `event.data.userId`, the embedded runner likewise).
// To add an event, add one line here and its job to lib/server/jobs.ts.
export const EVENTS = {
  'character/create.requested': z.object({ characterId: z.uuid(), userId: z.uuid() }),
  // One job per batch (a sticker set, or one regenerated sticker); batchKey is the batch's hold.
  'stickers/generate.requested': z.object({
    userId: z.uuid(),
    batchKey: z.string().min(1).max(200),
    stickerIds: z.array(z.uuid()).min(1).max(32),
  }),
  // A finished sticker's animation (lib/stickers/animation-job.ts); holdKey names this request.
  'stickers/animate.requested': z.object({
    userId: z.uuid(),
    stickerId: z.uuid(),
    holdKey: z.string().min(1).max(200),
  }),
  // Telegram publishing (docs/decisions.md). userId is the pack owner; the Telegram user opened the deep link.
  'pack/publish.requested': z.object({
    userId: z.uuid(),
    packId: z.uuid(),
    telegramUserId: z.number().int().positive(),
    chatId: z.number().int(),
    languageCode: z.string().max(35).nullish(),
    /** The bot's "Preparing…" message, edited with the progress. */
    messageId: z.number().int().positive().optional(),
    /** The embedded runner recovering its own job after a restart (takes over the claim). */
    resume: z.boolean().optional(),
    /** The link carried an owner's ticket that was spent, expired or someone else's. */
    ticketRejected: z.boolean().optional(),
  }),
  'pack/sync.requested': z.object({ userId: z.uuid(), packId: z.uuid() }),
  // A sticker has a new drawing (a label edit): replaceStickerInSet in every set that holds it.
  'pack/sticker-replace.requested': z.object({ userId: z.uuid(), stickerId: z.uuid() }),
  'pack/unpublish.requested': z.object({
    userId: z.uuid(),
    packId: z.uuid(),
    publicId: z.string().min(1).max(40),
  }),
  // An account's deletion (lib/account): resumable, each step repeatable; and a data export's ZIP.
  'account/delete.requested': z.object({ userId: z.uuid(), deletionId: z.uuid() }),
  'account/export.requested': z.object({ userId: z.uuid(), exportId: z.uuid() }),
} as const;

export type EventName = keyof typeof EVENTS;
export type EventData<N extends EventName> = z.infer<(typeof EVENTS)[N]>;

export function parseEventData<N extends EventName>(name: N, data: unknown): EventData<N> {
  return EVENTS[name].parse(data) as EventData<N>;
}
