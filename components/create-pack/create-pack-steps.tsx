'use client';

import { ArrowLeftIcon, ArrowRightIcon, InfoIcon, StarIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { StickerPicker } from '@/components/packs/picker/sticker-picker';
import { SelectionBar } from '@/components/packs/picker/selection-bar';
import { Button } from '@/components/ui/button';
import { type PackDraft, withSelection } from '@/lib/client/pack-draft';
import { toggleSelection } from '@/lib/client/pack-edit';
import type { Sticker } from '@/lib/client/stickers';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import { NameStep } from './name-step';
import { SummaryStep } from './summary-step';
import { VisibilityStep } from './visibility-step';

type Props = {
  draft: PackDraft;
  update: (patch: Partial<PackDraft> | ((d: PackDraft) => PackDraft)) => void;
  stickers: Sticker[];
  costs: Record<Visibility, number>;
  balance: number | undefined;
  busy: boolean;
  showEmptyName: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onCreate: () => void;
};

/** The body of the current step, its title and its Back / Next buttons. */
export function CreatePackSteps(p: Props) {
  const t = useTranslations('packs');
  const { draft, update } = p;
  const byRef = new Map(p.stickers.map((s) => [s.reference, s]));
  const selected = draft.selected.flatMap((r) => byRef.get(r) ?? []);

  const toggle = (reference: string) => {
    const { next, maxed } = toggleSelection(draft.selected, reference, PACK_LIMITS.maxStickers);
    if (maxed) {
      toast.error(t('toasts.maxReached'), {
        description: t('errors.tooMany', { max: PACK_LIMITS.maxStickers }),
      });
      return;
    }
    update((d) => withSelection(d, next));
  };

  const back = (
    <Button variant="outline" size="lg" onClick={p.onPrevious} data-testid="pack-step-back">
      <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
      {t('create.previous')}
    </Button>
  );
  const next = (
    <Button variant="gradient" size="lg" onClick={p.onNext} data-testid="pack-step-next">
      {t('create.next')}
      <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
    </Button>
  );

  return (
    <section
      className="rounded-3xl border bg-card p-4 shadow-sm sm:p-6"
      aria-labelledby="pack-step-title"
      data-testid={`pack-step-body-${draft.step}`}
    >
      <header className="mb-5">
        <h2 id="pack-step-title" className="text-xl font-bold tracking-tight">
          {t(`create.${draft.step}.title`)}
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">{t(`create.${draft.step}.description`)}</p>
        {draft.step === 'stickers' && (
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted-foreground">
            <StarIcon className="size-3.5 shrink-0 text-amber-500" aria-hidden="true" />
            {t('create.stickers.coverHint')}
          </p>
        )}
      </header>

      {draft.step === 'name' && (
        <>
          <NameStep
            name={draft.name}
            onChange={(name) => update({ name })}
            onSubmit={p.onNext}
            showEmpty={p.showEmptyName}
          />
          <div className="mt-6 flex justify-end">{next}</div>
        </>
      )}

      {draft.step === 'stickers' && (
        <>
          <StickerPicker
            stickers={p.stickers}
            selected={draft.selected}
            onToggle={toggle}
            cover={{
              reference: draft.cover,
              onToggle: (r) => update({ cover: draft.cover === r ? null : r }),
            }}
          />
          <SoftMinimumHint count={draft.selected.length} />
          <div className="sticky bottom-3 z-10 mt-4 flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="hidden sm:block">{back}</div>
            <SelectionBar
              count={draft.selected.length}
              max={PACK_LIMITS.maxStickers}
              onClear={() => update((d) => withSelection(d, []))}
              className="flex-1"
            >
              <Button
                variant="ghost"
                size="icon-sm"
                onClick={p.onPrevious}
                aria-label={t('create.previous')}
                className="sm:hidden"
              >
                <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
              </Button>
              <Button variant="gradient" onClick={p.onNext} data-testid="pack-step-next">
                {t('create.next')}
                <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
              </Button>
            </SelectionBar>
          </div>
        </>
      )}

      {draft.step === 'visibility' && (
        <>
          <VisibilityStep
            value={draft.visibility}
            costs={p.costs}
            onChange={(visibility) => update({ visibility })}
          />
          <div className="mt-6 flex justify-between gap-3">
            {back}
            {next}
          </div>
        </>
      )}

      {draft.step === 'summary' && (
        <>
          <SummaryStep
            name={draft.name}
            stickers={selected}
            cover={(draft.cover && byRef.get(draft.cover)) || null}
            visibility={draft.visibility}
            cost={p.costs[draft.visibility]}
            balance={p.balance}
            busy={p.busy}
            onCreate={p.onCreate}
          />
          <div className="mt-6">{back}</div>
        </>
      )}
    </section>
  );
}

/** The product's minimum is 1 (docs/product-rules.md); Telegram sets with fewer than 4 look thin, so say so (not a rule here). */
export function SoftMinimumHint({ count }: { count: number }) {
  const t = useTranslations('packs.hints');
  if (count === 0 || count >= PACK_LIMITS.softMinStickers) return null;
  return (
    <p
      className="mt-4 flex items-center gap-2 rounded-2xl bg-amber-50 px-4 py-2.5 text-sm text-amber-900"
      data-testid="pack-soft-min"
    >
      <InfoIcon className="size-4 shrink-0" aria-hidden="true" />
      {t('recommended', { count: PACK_LIMITS.softMinStickers })}
    </p>
  );
}
