import 'server-only';
import { goingPublic } from '@/lib/events/publishing';
import { setCallerResolver } from '@/lib/http/caller';
import { refuseSuspendedPublisher } from '@/lib/moderation/suspension';
import { packChanged, packDeleted } from '@/lib/packs/events';
import { releaseDeletedStickers } from '@/lib/packs/sticker-deletion';
import { refreshPacksOfSticker } from '@/lib/packs/sticker-redrawn';
import { followChangedPack, followDeletedPack, replaceRedrawnSticker } from '@/lib/sticker-sets/pack-events';
import { animationFilesOfDeleted } from '@/lib/stickers/animation-access';
import { stickerRedrawn, stickersDeleting } from '@/lib/stickers/events';

// What the server connects across layers and domains when it starts (lib/server/start.ts; the
// integration tests' setup imports this too), so that a lower layer or a domain never imports the
// one that reacts to it:
// - the route wrapper (lib/http) learns who is calling from lib/auth. Auth is imported on the first
//   signed-in request, so routes that need no user never load it (and tests may substitute it);
// - domain events (lib/events/bus.ts): a sticker's deletion reaches the packs that hold it, and a
//   pack's change or deletion its Telegram set, and a suspended person's attempt to publish is refused.

let auth: Promise<typeof import('@/lib/auth/current-user')> | undefined;
setCallerResolver(async (headers) => {
  auth ??= import('@/lib/auth/current-user'); // one import, however many requests arrive first
  return (await auth).getCurrentUser(headers);
});

stickersDeleting.listen('packs', releaseDeletedStickers);
stickersDeleting.listen('animations', animationFilesOfDeleted);
packChanged.listen('telegram-set', followChangedPack);
packDeleted.listen('telegram-set', followDeletedPack);
stickerRedrawn.listen('packs', refreshPacksOfSticker);
stickerRedrawn.listen('telegram-sets', replaceRedrawnSticker);
goingPublic.listen('moderation', refuseSuspendedPublisher);
