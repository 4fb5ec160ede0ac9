import { domainEvent } from '@/lib/events/bus';

// What packs announce once a change is saved, for the domains that mirror a pack elsewhere (its
// Telegram set: lib/sticker-sets/pack-events.ts). A listener must not fail the change: it is saved.

/** A pack's name, stickers or order changed; `empty` when it has no sticker left. */
export const packChanged = domainEvent<{ userId: string; packId: string; publicId: string; empty: boolean }>(
  'packs/changed',
);

/** A pack was deleted (its stickers stay their owner's). */
export const packDeleted = domainEvent<{ userId: string; packId: string; publicId: string }>('packs/deleted');
