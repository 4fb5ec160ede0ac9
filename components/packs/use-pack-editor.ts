'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { isPublishingSuspended } from '@/lib/client/moderation';
import {
  clearPackEdit,
  insufficientNumbers,
  mergeStickers,
  type PackEditSession,
  readPackEdit,
  saveBlocker,
  writePackEdit,
} from '@/lib/client/pack-edit';
import { type Pack, packKey, updatePack } from '@/lib/client/packs';
import { queryKeys } from '@/lib/client/query-keys';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';

export type PackEditor = ReturnType<typeof usePackEditor>;

/**
 * Product rule (docs/product-rules.md): view → edit (the name becomes an input, stickers can be removed or added),
 * Save returns to view with the server's result, Cancel restores what was saved. While editing, the
 * draft lives in sessionStorage so the trip to the select screen (and a reload) keeps it.
 */
export function usePackEditor(pack: Pack | undefined, opts: { startEditing: boolean }) {
  const t = useTranslations('packs');
  const tm = useTranslations('moderation');
  const qc = useQueryClient();
  const router = useRouter();
  const [session, setSession] = useState<PackEditSession | null>(null);
  const resumed = useRef(false);
  const reference = pack?.reference;

  const change = useCallback(
    (next: PackEditSession | null) => {
      if (!reference) return;
      setSession(next);
      if (next) writePackEdit(reference, next);
      else clearPackEdit(reference);
    },
    [reference],
  );

  // Coming back from the select screen (or a reload mid-edit) re-enters edit mode and merges.
  useEffect(() => {
    if (!pack || resumed.current) return;
    resumed.current = true;
    const stored = readPackEdit(pack.reference);
    if (!stored) {
      if (opts.startEditing) change({ name: pack.name, stickers: pack.stickers });
      return;
    }
    const { incoming, ...rest } = stored;
    if (!incoming) return change(rest);
    const merged = mergeStickers(rest.stickers, incoming);
    change({ ...rest, stickers: merged.stickers });
    if (merged.added === 0) toast.info(t('toasts.noNew'), { description: t('toasts.noNewBody') });
    else toast.success(t('toasts.added'), { description: t('toasts.addedBody', { count: merged.added }) });
    if (merged.overflow > 0)
      toast.error(t('toasts.maxReached'), {
        description: t('errors.tooMany', { max: PACK_LIMITS.maxStickers }),
      });
  }, [pack, opts.startEditing, change, t]);

  const mutation = useMutation({
    mutationFn: (s: PackEditSession) =>
      updatePack(pack?.reference ?? '', {
        name: s.name,
        stickerReferences: s.stickers.map((x) => x.reference),
        ...(s.visibility && s.visibility !== pack?.visibility ? { visibility: s.visibility } : {}),
      }),
    onSuccess: ({ pack: saved }) => {
      qc.setQueryData(packKey(saved.reference), saved);
      void qc.invalidateQueries({ queryKey: queryKeys.packs });
      change(null);
      toast.success(t('toasts.saved'));
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 402) {
        // The server's numbers, in an update wording (its message is English; docs/product-rules.md).
        const numbers = insufficientNumbers(err.details);
        const description = numbers
          ? t('toasts.updateInsufficientCost', numbers)
          : t('toasts.updateInsufficient');
        toast.error(t('toasts.insufficientTitle'), { description });
      } else if (isPublishingSuspended(err)) toast.error(tm('suspended'));
      else if (err instanceof ApiRequestError && err.status === 409) toast.error(t('toasts.conflict'));
      else toast.error(t('toasts.updateFailed'));
    },
  });

  const editing = session !== null;
  const blocker = session ? saveBlocker(session.name, session.stickers.length, pack?.stickers.length) : null;
  return {
    editing,
    session,
    blocker,
    saving: mutation.isPending,
    start: () => pack && change({ name: pack.name, stickers: pack.stickers }),
    cancel: () => change(null),
    rename: (name: string) => session && change({ ...session, name }),
    setVisibility: (visibility: Visibility) => session && change({ ...session, visibility }),
    remove: (ref: string) => {
      // Product rule (docs/product-rules.md): at least one sticker stays (the remove button is disabled at one as well).
      if (!session || session.stickers.length <= PACK_LIMITS.minStickers) return;
      change({ ...session, stickers: session.stickers.filter((s) => s.reference !== ref) });
    },
    addMore: () => {
      if (!session || !reference) return;
      if (session.stickers.length >= PACK_LIMITS.maxStickers) {
        toast.error(t('toasts.maxReached'), {
          description: t('errors.tooMany', { max: PACK_LIMITS.maxStickers }),
        });
        return;
      }
      writePackEdit(reference, session);
      router.push(PACK_ROUTES.selectStickers(reference));
    },
    save: () => {
      if (!session || mutation.isPending) return;
      if (session.stickers.length < PACK_LIMITS.minStickers)
        return void toast.error(t('toasts.notEnough'), {
          description: t('errors.minStickers', { count: PACK_LIMITS.minStickers }),
        });
      if (blocker === 'nameEmpty') return void toast.error(t('toasts.nameRequired'));
      if (blocker) return;
      mutation.mutate(session);
    },
  };
}
