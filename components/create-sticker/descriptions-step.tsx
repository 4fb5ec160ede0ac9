'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/spinner';
import { Input, Textarea } from '@/components/ui/input';
import type { DraftEntry } from '@/lib/client/sticker-form';
import { STICKER_COUNTS, STICKER_LIMITS } from '@/lib/contracts/stickers';
import { AiButton } from './ai-button';
import type { StickerAi } from './use-sticker-ai';

type Props = {
  ai: StickerAi;
  /** Product rule (docs/product-rules.md): the AI buttons show only once the theme has text. */
  showAi: boolean;
  count: number;
  entries: DraftEntry[];
  onCount: (count: number) => void;
  onEntry: (index: number, entry: DraftEntry) => void;
};

/** Section 4 (docs/product-rules.md): the sticker count (4–32 by 4), then name, label text and description each. */
export function DescriptionsStep({ ai, showAi, count, entries, onCount, onEntry }: Props) {
  const t = useTranslations('createSticker.descriptions');
  const ta = useTranslations('createSticker.ai');
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
          data-testid="sticker-count"
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
      <ol className="grid gap-3 md:grid-cols-2">
        {entries.slice(0, count).map((e, i) => (
          <li
            key={i}
            className="flex flex-col gap-2 rounded-2xl border bg-muted/30 p-3"
            data-testid="sticker-entry"
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
              data-testid="entry-name"
            />
            <Input
              value={e.labelText}
              maxLength={STICKER_LIMITS.labelMax}
              onChange={(ev) => onEntry(i, { ...e, labelText: ev.target.value })}
              placeholder={t('label')}
              aria-label={t('labelFor', { n: i + 1 })}
              data-testid="entry-label"
            />
            <Textarea
              value={e.description}
              maxLength={STICKER_LIMITS.descriptionMax}
              onChange={(ev) => onEntry(i, { ...e, description: ev.target.value })}
              placeholder={t('descriptionField')}
              aria-label={t('descriptionFor', { n: i + 1 })}
              rows={2}
              data-testid="entry-description"
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
