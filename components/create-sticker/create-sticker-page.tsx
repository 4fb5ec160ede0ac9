'use client';

import { track } from '@/lib/analytics/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, UsersRoundIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { charactersQueryOptions } from '@/lib/client/characters';
import { useCost } from '@/lib/client/costs';
import { queryKeys } from '@/lib/client/query-keys';
import { buildPayload, priceOf, pruneCharacters } from '@/lib/client/sticker-form';
import { type DraftField, problemAt } from '@/lib/client/sticker-form-check';
import { createStickers } from '@/lib/client/stickers';
import { stylesQueryOptions } from '@/lib/client/styles';
import { useBalanceReader } from '@/lib/client/use-me';
import { findLabelLanguage, type LabelLanguageCode } from '@/lib/config/label-languages';
import { ROUTES } from '@/lib/config/routes';
import { AnimationOption } from './animation-option';
import { CharacterStep } from './character-step';
import { ContextStep } from './context-step';
import { DescriptionsStep } from './descriptions-step';
import { DraftProblems, useProblemText } from './draft-problems';
import { type CreateStickerFirstRender, useFirstRenderSeed } from './first-render';
import { SectionNav } from './section-nav';
import { StepSection } from './step-section';
import { StyleStep } from './style-step';
import { SummaryStep, VisibilityStep } from './summary-step';
import { useCreateToasts } from './use-create-toasts';
import { useDraftCheck } from './use-draft-check';
import { useStickerAi } from './use-sticker-ai';
import { useStickerDraft } from './use-sticker-draft';

const SECTION_IDS = ['characters', 'styles', 'context', 'descriptions', 'visibility', 'summary'];

type Props = {
  preselect: string | null;
  /** The signed-in user (the draft is kept per user) before the browser has asked who that is. */
  userId: string;
  initial: CreateStickerFirstRender | null;
};

/** /create-sticker (docs/product-rules.md): six sections in order; a reload keeps the draft. */
export function CreateStickerPage({ preselect, userId, initial }: Props) {
  const t = useTranslations('createSticker');
  const locale = useLocale();
  useFirstRenderSeed(locale, initial);
  const router = useRouter();
  const qc = useQueryClient();
  // Read at the create, not subscribed to: the balance's display is the summary's own
  // (summary-step.tsx), so its arrival re-renders that, not the whole form.
  const readBalance = useBalanceReader();
  const language = (findLabelLanguage(locale)?.code ?? 'en') as LabelLanguageCode;
  const { draft, update, clear, isLoaded } = useStickerDraft(userId, language);
  const ai = useStickerAi(draft, update);
  const toasts = useCreateToasts();
  const { check, attempt } = useDraftCheck(draft);
  const problemText = useProblemText();
  const problemOf = (field: DraftField) => {
    const p = problemAt(check, field);
    if (!p) return null;
    return p === 'name' || p === 'labelText' || p === 'description'
      ? problemText.entry(p)
      : problemText.section(p);
  };
  const characters = useQuery(charactersQueryOptions);
  const styles = useQuery(stylesQueryOptions(locale));
  const animationCost = useCost('animateSticker');
  const costs = {
    pub: useCost('publicStickerCreationCost'),
    priv: useCost('privateStickerCreationCost'),
    animation: draft.animated ? animationCost : 0,
  };
  const price = priceOf(draft.count, draft.visibility, costs);
  const created = useMemo(
    () => (characters.data ?? []).filter((c) => c.status === 'CREATED'),
    [characters.data],
  );

  // A saved draft may name a character deleted since (elsewhere, or in another tab): once the list
  // has loaded, such selections go, so they neither count toward the 3 nor make the create 404.
  useEffect(() => {
    if (!isLoaded() || !characters.isSuccess) return;
    const usable = new Set(created.map((c) => c.reference));
    if (draft.characters.some((r) => !usable.has(r))) update((d) => pruneCharacters(d, usable));
  }, [isLoaded, characters.isSuccess, created, draft.characters, update]);

  // ?characterReference= preselects a character, once, after the stored draft has been read.
  const preselected = useRef(false);
  useEffect(() => {
    if (!isLoaded() || preselected.current || !preselect || !characters.data) return;
    preselected.current = true;
    // Checked on the draft the update applies to: the stored one may still be on its way.
    if (created.some((c) => c.reference === preselect)) {
      update((d) =>
        d.characters.includes(preselect) ? {} : { characters: [preselect, ...d.characters].slice(0, 3) },
      );
    }
  }, [isLoaded, preselect, characters.data, created, update]);

  const mutation = useMutation({
    mutationFn: () => createStickers(buildPayload(draft)),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeys.stickers });
      clear();
      toast.success(t('created', { count: draft.count }));
      router.push(ROUTES.studioTab('stickers'));
    },
    onError: (err) => {
      // Product rule (docs/product-rules.md): a sticker creation failure is shown and tracked.
      track('sticker_creation_failed', {
        status: err instanceof ApiRequestError ? err.status : 0,
        errorCode: err instanceof ApiRequestError ? (err.errorCode ?? null) : null,
      });
      toasts.failed(err, price.total);
    },
  });

  const submit = () => {
    if (mutation.isPending) return;
    // Every problem is marked at its field and named above the create button (draft-problems.tsx).
    if (!attempt()) return;
    const balance = readBalance();
    if (typeof balance === 'number' && balance < price.total) {
      toast.error(t('insufficient', { cost: price.total }));
      return;
    }
    mutation.mutate();
  };

  // The form renders with the characters, from the server's first render on (first-render.ts); the
  // draft kept in this browser fills it in just after hydration (use-sticker-draft.ts).
  const loaded = characters.isSuccess;
  const showRest = loaded && created.length > 0;
  const styleList = styles.data;

  return (
    <div
      // At least a screen tall: the form arrives after the characters load, and the footer seen
      // meanwhile would otherwise be pushed out of view (a layout shift).
      className="mx-auto min-h-svh w-full max-w-5xl px-4 pt-8 pb-24 sm:px-6 sm:pt-10"
      data-testid="create-sticker-page"
    >
      <Link
        href={ROUTES.studioTab('stickers')}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t('back')}
      </Link>
      <h1 className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-1.5 text-muted-foreground">{t('subtitle')}</p>

      <div className="mt-7 flex flex-col gap-5">
        <StepSection
          id="characters"
          index={1}
          title={t('characters.title')}
          description={t('characters.description')}
        >
          {!loaded ? (
            <div className="flex gap-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-36 w-28 rounded-2xl" />
              ))}
            </div>
          ) : created.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-6 text-center" data-testid="no-characters">
              <UsersRoundIcon className="size-9 text-violet-500" aria-hidden="true" />
              <p className="max-w-sm text-sm text-muted-foreground">{t('characters.empty')}</p>
              <Button asChild variant="gradient">
                <Link href={ROUTES.createCharacter}>{t('characters.emptyCta')}</Link>
              </Button>
            </div>
          ) : (
            <CharacterStep
              characters={created}
              selected={draft.characters}
              problem={problemOf('characters')}
              onChange={(characters) => update({ characters })}
            />
          )}
        </StepSection>

        {showRest && (
          <>
            <StepSection
              id="styles"
              index={2}
              title={t('styles.title')}
              description={t('styles.description')}
            >
              {styles.isError ? (
                <p className="text-sm text-red-600">{t('styles.loadFailed')}</p>
              ) : !styleList ? (
                <Skeleton className="h-64 w-full rounded-2xl" />
              ) : (
                <StyleStep
                  ai={ai}
                  styles={styleList}
                  selected={draft.styles}
                  aiStyles={draft.aiStyles}
                  customStyle={draft.customStyle}
                  problem={problemOf('styles')}
                  onChange={update}
                />
              )}
            </StepSection>
            <StepSection
              id="context"
              index={3}
              title={t('context.title')}
              description={t('context.description')}
            >
              <ContextStep
                ai={ai}
                context={draft.context}
                language={draft.language}
                moods={draft.moods}
                useCases={draft.useCases}
                customUseCase={draft.customUseCase}
                problem={problemOf('context')}
                onChange={update}
              />
            </StepSection>
            <StepSection
              id="descriptions"
              index={4}
              title={t('descriptions.title')}
              description={t('descriptions.description')}
            >
              <DescriptionsStep
                ai={ai}
                showAi={draft.context.trim().length > 0}
                count={draft.count}
                entries={draft.entries}
                problemOf={problemOf}
                onCount={(count) => update({ count })}
                onEntry={(i, entry) =>
                  update((d) => ({ entries: d.entries.map((e, j) => (j === i ? entry : e)) }))
                }
              />
            </StepSection>
            <StepSection id="visibility" index={5} title={t('visibility.title')}>
              <VisibilityStep value={draft.visibility} onChange={(visibility) => update({ visibility })} />
            </StepSection>
            <StepSection id="summary" index={6} title={t('summary.title')}>
              <AnimationOption
                animated={draft.animated}
                motion={draft.motion}
                cost={animationCost}
                onChange={update}
              />
              <SummaryStep
                count={draft.count}
                price={price}
                busy={mutation.isPending}
                problems={<DraftProblems check={check} />}
                onCreate={submit}
              />
            </StepSection>
          </>
        )}
      </div>
      <SectionNav ids={showRest ? SECTION_IDS : []} />
    </div>
  );
}
