import { domainEvent } from '@/lib/events/bus';

/**
 * A user's settled stickers are about to be deleted. Domains that hold stickers (packs) listen: a
 * listener reads what it needs while the rows still exist (a pack's items go with the sticker) and
 * answers with what it does once they are gone, which the deletion runs after removing the rows.
 */
export type StickersDeleting = { userId: string; stickerIds: string[] };
export type AfterStickersDeleted = (() => Promise<void>) | undefined;

export const stickersDeleting = domainEvent<StickersDeleting, AfterStickersDeleted>('stickers/deleting');

/**
 * A finished sticker has a new drawing at a new address (a label edit, lib/stickers/label-edit.ts).
 * Domains that show it elsewhere follow: packs refresh their public pages and their Telegram sets
 * replace it. Emitted once the row is saved; a listener must not fail the edit.
 */
export const stickerRedrawn = domainEvent<{ userId: string; stickerId: string }>('stickers/redrawn');
