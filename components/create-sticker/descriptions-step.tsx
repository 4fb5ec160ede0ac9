'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { Input, Textarea } from '@/components/ui/input';
import type { DraftEntry } from '@/lib/client/sticker-form';
import { type DraftField, entryField, type RequiredEntryField } from '@/lib/client/sticker-form-check';
import { STICKER_COUNTS, STICKER_LIMITS } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';
import { AiButton } from './ai-button';
import { FieldProblem, fieldProblemId } from './field-problem';
import type { StickerAi } from './use-sticker-ai';

type Props = {
  ai: StickerAi;
  /** Product rule (docs/product-rules.md): the AI buttons show only once the theme has text. */
  showAi: boolean;
  count: number;
  entries: DraftEntry[];
  /** A field's problem text, once the user tried to create (create-sticker-page.tsx). */
  problemOf: (field: DraftField) => string | null;
  onCount: (count: number) => void;
  onEntry: (index: number, entry: DraftEntry) => void;
};

/** Section 4 (docs/product-rules.md): the sticker count (4–32 by 4), then name, label text and description each. */
export function DescriptionsStep({ ai, showAi, count, entries, problemOf, onCount, onEntry }: Props) {
  const t = useTranslations('createSticker.descriptions');
  const ta = useTranslations('createSticker.ai');
  // Marks one required text of sticker i: its problem under it, named by aria-describedby.
  const marked = (i: number, f: RequiredEntryField) => {
    const field = entryField(i, f);
    const problem = problemOf(field);
    return {
      problem,
      message: <FieldProblem field={field}>{problem}</FieldProblem>,
      attrs: {
        id: field,
        'data-field-target': field,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? fieldProblemId(field) : undefined,
      },
    };
  };
  const countProblem = problemOf('count');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="sticker-count" className="text-sm font-semibold">
          {t('countLabel')}
        </label>
        <select
          id="sticker-count"
          value={count}
          onChange={(e) => onCount(Number(e.target.value))}
          className="h-10 rounded-xl border border-input bg-background px-3 text-sm"
          aria-invalid={countProblem ? true : undefined}
          aria-describedby={countProblem ? fieldProblemId('count') : undefined}
          data-testid="sticker-count"
          data-field-target="count"
        >
          {STICKER_COUNTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {showAi && (
          <AiButton
            label={ta('fillAll', { cost: ai.costs.one })}
            busy={ai.busy === 'all'}
            busyLabel={ta('busy')}
            onClick={() => void ai.fillAll()}
            testId="ai-fill-all"
          />
        )}
      </div>
      <FieldProblem field="count">{countProblem}</FieldProblem>
      <ol className="grid gap-3 md:grid-cols-2">
        {entries.slice(0, count).map((e, i) => {
          const name = marked(i, 'name');
          const label = marked(i, 'labelText');
          const description = marked(i, 'description');
          const incomplete = Boolean(name.problem || label.problem || description.problem);
          return (
            <li
              key={i}
              className={cn(
                'flex flex-col gap-2 rounded-2xl border bg-muted/30 p-3',
                incomplete && 'border-red-300 bg-red-50/40',
              )}
              data-testid="sticker-entry"
              data-incomplete={incomplete || undefined}
            >
              <div className="flex min-h-8 items-center justify-between gap-2">
                <span className="text-xs font-bold text-muted-foreground uppercase">
                  {t('entryTitle', { n: i + 1 })}
                </span>
                {showAi && (
                  <button
                    type="button"
                    onClick={() => void ai.suggestOne(i)}
                    disabled={ai.busy !== null}
                    title={ta('oneTitle', { n: i + 1, cost: ai.costs.one })}
                    aria-label={ta('oneTitle', { n: i + 1, cost: ai.costs.one })}
                    className="inline-flex h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-semibold text-violet-700 transition hover:bg-violet-100 disabled:opacity-50"
                    data-testid="ai-suggest-one"
                  >
                    {ai.busy === `one-${i}` ? (
                      <Spinner className="size-3.5" />
                    ) : (
                      <SparklesIcon className="size-3.5" aria-hidden="true" />
                    )}
                    {ai.busy === `one-${i}` ? ta('busy') : ta('one')}
                  </button>
                )}
              </div>
              <Input
                value={e.name}
                maxLength={STICKER_LIMITS.nameMax}
                onChange={(ev) => onEntry(i, { ...e, name: ev.target.value })}
                placeholder={t('name')}
                aria-label={t('nameFor', { n: i + 1 })}
                {...name.attrs}
                data-testid="entry-name"
              />
              {name.message}
              <Input
                value={e.labelText}
                maxLength={STICKER_LIMITS.labelMax}
                onChange={(ev) => onEntry(i, { ...e, labelText: ev.target.value })}
                placeholder={t('label')}
                aria-label={t('labelFor', { n: i + 1 })}
                {...label.attrs}
                data-testid="entry-label"
              />
              {label.message}
              <Textarea
                value={e.description}
                maxLength={STICKER_LIMITS.descriptionMax}
                onChange={(ev) => onEntry(i, { ...e, description: ev.target.value })}
                placeholder={t('descriptionField')}
                aria-label={t('descriptionFor', { n: i + 1 })}
                rows={2}
                {...description.attrs}
                data-testid="entry-description"
              />
              {description.message}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
