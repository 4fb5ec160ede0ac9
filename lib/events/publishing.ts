import { domainEvent } from './bus';

/**
 * A person is about to make something public (a public sticker set or pack, or a pack turning
 * public). Announced before any charge or write, so a listener that throws refuses it: moderation
 * refuses a suspended publisher (lib/server/wiring.ts).
 */
export const goingPublic = domainEvent<{ userId: string; kind: 'sticker' | 'pack' }>('content/going-public');
