'use client';

import { useQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, PlusIcon, StickerIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { Button } from '@/components/ui/button';
import { STUDIO_GRID } from '@/components/studio/studio-grid';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouter } from '@/lib/i18n/navigation';
import { type PackEditSession, readPackEdit, toggleSelection, writePackEdit } from '@/lib/client/pack-edit';
import { packQueryOptions } from '@/lib/client/packs';
import { createdStickersQueryOptions, type Sticker } from '@/lib/client/stickers';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { ROUTES } from '@/lib/config/routes';
import { PACK_LIMITS, type PackStickerDto } from '@/lib/contracts/packs';
import { PackNotFound } from './pack-not-found';
import { PacksLoadError } from './packs-load-error';
import { selectScreenState } from './select-screen-state';
import { StickerPicker } from './picker/sticker-picker';
import { SelectionBar } from './picker/selection-bar';

const toPackSticker = (s: Sticker): PackStickerDto => ({
  reference: s.reference,
  name: s.name,
  emoji: s.emoji,
  data: { image: s.data.image, thumb: s.data.thumb },
});

/**
 * /creator-studio/select-stickers/{packId} (docs/product-rules.md): pick more CREATED stickers for a pack. Back and
 * Add return to the pack page in edit mode; the selection travels in the pack's edit session.
 */
export function SelectStickersPage({ packId }: { packId: string }) {
  const t = useTranslations('packs');
  const router = useRouter();
  const [session, setSession] = useState<PackEditSession | null | undefined>(undefined);
  useEffect(() => setSession(readPackEdit(packId)), [packId]);
  // Opened directly (no edit in progress): the pack itself says what is already in it.
  const pack = useQuery({ ...packQueryOptions(packId), enabled: session === null });
  const stickers = useQuery(createdStickersQueryOptions);
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    if (stickers.isError) toast.error(t('toasts.stickersFailed'));
  }, [stickers.isError, t]);

  const base: PackEditSession | null =
    session ?? (pack.data ? { name: pack.data.name, stickers: pack.data.stickers } : null);
  const inPack = useMemo(() => new Set(base?.stickers.map((s) => s.reference) ?? []), [base]);
  const available = Math.max(0, PACK_LIMITS.maxStickers - inPack.size);
  const created = useMemo(() => (stickers.data ?? []).filter((s) => s.status === 'CREATED'), [stickers.data]);

  const toggle = (reference: string) => {
    const r = toggleSelection(selected, reference, available);
    if (r.maxed)
      toast.error(t('toasts.maxReached'), {
        description: t('errors.tooMany', { max: PACK_LIMITS.maxStickers }),
      });
    else setSelected(r.next);
  };
  const leave = (incoming?: PackStickerDto[]) => {
    if (base) writePackEdit(packId, { ...base, ...(incoming ? { incoming } : {}) });
    router.push(PACK_ROUTES.studioPack(packId));
  };
  const add = () => {
    const byRef = new Map(created.map((s) => [s.reference, s]));
    leave(selected.flatMap((r) => (byRef.get(r) ? [toPackSticker(byRef.get(r) as Sticker)] : [])));
  };

  const view = selectScreenState({ session, pack, stickers, created: created.length });
  useEffect(() => {
    if (view === 'packFailed') toast.error(t('toasts.loadFailed'));
  }, [view, t]);

  if (view === 'packMissing') return <PackNotFound fallbackHref={PACK_ROUTES.studioTab} />;
  if (view === 'packFailed') return <PacksLoadError />;
  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10"
      data-testid="select-stickers-page"
    >
      <button
        type="button"
        onClick={() => leave()}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground"
        data-testid="select-back"
      >
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('select.back')}
      </button>
      <div>
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{t('select.title')}</h1>
        <p className="mt-1.5 text-muted-foreground">
          {base ? t('select.subtitle', { name: base.name.trim() || '…' }) : t('select.subtitleNoPack')}
        </p>
      </div>
      {view === 'loading' ? (
        <div className={STUDIO_GRID} role="status" aria-busy="true" aria-label={t('create.loading')}>
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] rounded-3xl" />
          ))}
        </div>
      ) : view === 'stickersFailed' ? null : view === 'empty' ? (
        <TabEmptyState
          icon={StickerIcon}
          title={t('select.empty.title')}
          body={t('select.empty.body')}
          cta={t('select.empty.cta')}
          href={ROUTES.studioTab('stickers')}
          testId="select-empty"
        />
      ) : (
        <>
          <StickerPicker stickers={created} selected={selected} onToggle={toggle} inPack={inPack} />
          <SelectionBar
            count={selected.length}
            max={available}
            onClear={() => setSelected([])}
            className="sticky bottom-3 z-10"
          >
            <Button variant="gradient" onClick={add} disabled={!base} data-testid="select-add">
              <PlusIcon aria-hidden="true" />
              {t('select.add')}
            </Button>
          </SelectionBar>
        </>
      )}
    </div>
  );
}
