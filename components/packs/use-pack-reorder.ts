'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { savePackOrder } from '@/lib/client/pack-order';
import { packKey } from '@/lib/client/packs';
import { queryKeys } from '@/lib/client/query-keys';
import { moveItem } from '@/lib/contracts/pack-order';
import type { PackDto, PackStickerDto } from '@/lib/contracts/packs';

export type PackReorder = ReturnType<typeof usePackReorder>;

/**
 * The owner's reorder mode: a draft order moved by drag or keyboard, announced for screen readers,
 * saved in one request (free) or dropped on Cancel. The saved order is the one the pack's Telegram
 * set follows.
 */
export function usePackReorder(pack: PackDto | undefined) {
  const t = useTranslations('packOrder');
  const qc = useQueryClient();
  const [draft, setDraft] = useState<PackStickerDto[] | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const mutation = useMutation({
    mutationFn: (order: PackStickerDto[]) =>
      savePackOrder(
        pack?.reference ?? '',
        order.map((s) => s.reference),
      ),
    onSuccess: (saved) => {
      qc.setQueryData(packKey(saved.reference), saved);
      void qc.invalidateQueries({ queryKey: queryKeys.packs });
      setDraft(null);
      setAnnouncement(t('saved'));
      toast.success(t('saved'));
    },
    onError: () => toast.error(t('saveFailed')),
  });

  const move = useCallback(
    (from: number, to: number) => {
      setDraft((current) => {
        if (!current || to < 0 || to >= current.length || from === to) return current;
        const next = moveItem(current, from, to);
        const name = current[from]?.name ?? '';
        setAnnouncement(t('moved', { name, position: to + 1, count: current.length }));
        return next;
      });
    },
    [t],
  );

  return {
    active: draft !== null,
    stickers: draft ?? pack?.stickers ?? [],
    announcement,
    saving: mutation.isPending,
    start: () => {
      if (!pack) return;
      setDraft(pack.stickers);
      setAnnouncement(t('started'));
    },
    cancel: () => {
      setDraft(null);
      setAnnouncement(t('cancelled'));
    },
    save: () => draft && mutation.mutate(draft),
    move,
  };
}
