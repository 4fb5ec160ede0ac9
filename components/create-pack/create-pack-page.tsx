'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, StickerIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PacksLoadError } from '@/components/packs/packs-load-error';
import { TabEmptyState } from '@/components/studio/tab-empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { isPublishingSuspended } from '@/lib/client/moderation';
import { useCost } from '@/lib/client/costs';
import { PACK_STEPS, type PackStep, pruneDraft } from '@/lib/client/pack-draft';
import { nameProblem } from '@/lib/client/pack-edit';
import { createPack } from '@/lib/client/packs';
import { queryKeys } from '@/lib/client/query-keys';
import { createdStickersQueryOptions } from '@/lib/client/stickers';
import { useBalance, useMe } from '@/lib/client/use-me';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { ROUTES } from '@/lib/config/routes';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import { CreatePackSteps } from './create-pack-steps';
import { PackStepper } from './pack-stepper';
import { usePackDraft } from './use-pack-draft';

/** /create-sticker-pack (docs/product-rules.md): name, stickers, visibility, summary; a reload keeps the draft. */
export function CreatePackPage() {
  const t = useTranslations('packs');
  const tm = useTranslations('moderation');
  const router = useRouter();
  const qc = useQueryClient();
  const me = useMe();
  const balance = useBalance();
  const { draft, update, clear, ready } = usePackDraft(me.data?.id);
  const stickersQuery = useQuery(createdStickersQueryOptions);
  const costs: Record<Visibility, number> = {
    PUBLIC: useCost('publicStickerPackCreationCost'),
    PRIVATE: useCost('privateStickerPackCreationCost'),
  };
  const cost = costs[draft.visibility];
  const [showEmptyName, setShowEmptyName] = useState(false);
  const stepperRef = useRef<HTMLDivElement>(null);
  const stickers = useMemo(
    () => (stickersQuery.data ?? []).filter((s) => s.status === 'CREATED'),
    [stickersQuery.data],
  );

  // A sticker deleted since the draft was saved leaves the selection (and the cover).
  useEffect(() => {
    if (!ready || !stickersQuery.isSuccess) return;
    update((d) => pruneDraft(d, new Set(stickers.map((s) => s.reference))));
  }, [ready, stickersQuery.isSuccess, stickers, update]);

  const complete: Record<PackStep, boolean> = {
    name: nameProblem(draft.name) === null,
    stickers: draft.selected.length >= PACK_LIMITS.minStickers,
    visibility: true,
    summary: true,
  };
  const reachable = (s: PackStep) => PACK_STEPS.slice(0, PACK_STEPS.indexOf(s)).every((p) => complete[p]);

  /** Moving on explains what is missing (the documented toasts) instead of a silent disabled button. */
  const blockedAt = (s: PackStep): boolean => {
    if (s === 'name' && !complete.name) {
      setShowEmptyName(true);
      const problem = nameProblem(draft.name);
      if (problem === 'nameEmpty')
        toast.error(t('toasts.nameRequired'), { description: t('errors.nameEmpty') });
      else toast.error(t('errors.nameTooLong'));
      return true;
    }
    if (s === 'stickers' && !complete.stickers) {
      toast.error(t('toasts.notEnough'), {
        description: t('errors.minStickers', { count: PACK_LIMITS.minStickers }),
      });
      return true;
    }
    return false;
  };
  const go = (s: PackStep) => {
    update({ step: s });
    // A new step starts at its top, not where the long sticker grid left the page.
    const top = stepperRef.current?.getBoundingClientRect().top;
    if (top !== undefined && top < 0) window.scrollBy({ top: top - 96, behavior: 'smooth' });
  };
  const next = () => {
    const i = PACK_STEPS.indexOf(draft.step);
    const to = PACK_STEPS[i + 1];
    if (to && !blockedAt(draft.step)) go(to);
  };
  const previous = () => {
    const to = PACK_STEPS[PACK_STEPS.indexOf(draft.step) - 1];
    if (to) go(to);
  };

  const mutation = useMutation({
    mutationFn: () =>
      createPack({
        name: draft.name,
        stickerReferences: draft.selected,
        coverStickerReference: draft.cover,
        visibility: draft.visibility,
      }),
    onSuccess: ({ reference }) => {
      void qc.invalidateQueries({ queryKey: queryKeys.packs });
      clear();
      toast.success(t('toasts.created'));
      router.push(reference ? PACK_ROUTES.studioPack(reference) : PACK_ROUTES.studioTab);
    },
    onError: (err) => {
      if (err instanceof ApiRequestError && err.status === 402) {
        const d = err.details as { required?: number; available?: number } | undefined;
        insufficient(d?.required ?? cost, d?.available ?? balance.availableCredits ?? 0);
      } else if (isPublishingSuspended(err)) toast.error(tm('suspended'));
      else toast.error(t('toasts.createFailed'));
    },
  });

  const insufficient = (need: number, have: number) =>
    toast.error(t('toasts.insufficientTitle'), {
      description: t('toasts.insufficient', {
        cost: need,
        visibility: t(`visibilityWord.${draft.visibility === 'PUBLIC' ? 'public' : 'private'}`),
        credits: have,
      }),
    });

  const submit = () => {
    if (mutation.isPending) return;
    const firstBlocked = PACK_STEPS.find((s) => blockedAt(s));
    if (firstBlocked) return go(firstBlocked);
    if (typeof balance.availableCredits === 'number' && balance.availableCredits < cost)
      return insufficient(cost, balance.availableCredits);
    mutation.mutate();
  };

  const loading = !ready || stickersQuery.isPending;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10" data-testid="create-pack-page">
      <Link
        href={PACK_ROUTES.studioTab}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        data-testid="create-pack-back"
      >
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('create.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">{t('create.title')}</h1>
      <p className="mt-1.5 text-muted-foreground">{t('create.subtitle')}</p>

      {me.isError ? (
        // The draft is kept per user: without /v1/users/me there is nothing to show but a way back.
        <div className="mt-8">
          <PacksLoadError failed={t('create.accountFailed')} onRetry={() => void me.refetch()} />
        </div>
      ) : loading ? (
        <div
          className="mt-8 flex flex-col gap-4"
          role="status"
          aria-busy="true"
          aria-label={t('create.loading')}
        >
          <Skeleton className="h-10 w-full rounded-2xl" />
          <Skeleton className="h-64 w-full rounded-3xl" />
        </div>
      ) : stickersQuery.isError ? (
        <p className="mt-8 rounded-3xl border border-red-200 bg-red-50 p-6 text-sm text-red-700" role="alert">
          {t('create.stickersFailed')}
        </p>
      ) : stickers.length === 0 ? (
        <div className="mt-8">
          <TabEmptyState
            icon={StickerIcon}
            title={t('create.empty.title')}
            body={t('create.empty.body')}
            cta={t('create.empty.cta')}
            href={ROUTES.createSticker}
            testId="create-pack-empty"
          />
        </div>
      ) : (
        <div className="mt-7 flex flex-col gap-6" ref={stepperRef}>
          <PackStepper step={draft.step} reachable={reachable} onSelect={go} />
          <CreatePackSteps
            draft={draft}
            update={update}
            stickers={stickers}
            costs={costs}
            balance={balance.availableCredits}
            busy={mutation.isPending}
            showEmptyName={showEmptyName}
            onNext={next}
            onPrevious={previous}
            onCreate={submit}
          />
        </div>
      )}
    </div>
  );
}
