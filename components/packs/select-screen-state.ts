import { ApiRequestError } from '@/lib/client/api-fetch';
import type { PackEditSession } from '@/lib/client/pack-edit';

export type SelectScreenState =
  | 'loading'
  | 'packMissing'
  | 'packFailed'
  | 'stickersFailed'
  | 'empty'
  | 'picker';

/**
 * What the select screen shows. Opened with no edit in progress (`session` null) it loads the pack
 * itself: a pack that is missing or someone else's is the not-found view (docs/product-rules.md), any other failed
 * load the connection panel. `session` undefined: the edit session is not read yet.
 */
export function selectScreenState(s: {
  session: PackEditSession | null | undefined;
  pack: { isPending: boolean; isError: boolean; error: unknown };
  stickers: { isPending: boolean; isError: boolean };
  created: number;
}): SelectScreenState {
  if (s.session === undefined) return 'loading';
  if (s.session === null && s.pack.isError)
    return s.pack.error instanceof ApiRequestError && s.pack.error.status === 404
      ? 'packMissing'
      : 'packFailed';
  if (s.stickers.isPending || (s.session === null && s.pack.isPending)) return 'loading';
  if (s.stickers.isError) return 'stickersFailed';
  return s.created === 0 ? 'empty' : 'picker';
}
