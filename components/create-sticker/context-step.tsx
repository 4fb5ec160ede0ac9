'use client';

import { TriangleAlertIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Input, Textarea } from '@/components/ui/input';
import { toggleLimited } from '@/lib/client/sticker-form';
import { isNonLatin, LABEL_LANGUAGES, type LabelLanguageCode } from '@/lib/config/label-languages';
import { MAX_MOODS, MOODS, type Mood } from '@/lib/config/moods';
import { CUSTOM_USE_CASE_MAX, USE_CASES, type UseCase } from '@/lib/config/use-cases';
import { STICKER_LIMITS } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';
import { AiButton } from './ai-button';
import { DescriptionIdeas } from './description-ideas';
import { FieldProblem, fieldProblemId } from './field-problem';
import type { StickerAi } from './use-sticker-ai';

type Props = {
  ai: StickerAi;
  context: string;
  language: LabelLanguageCode;
  moods: Mood[];
  useCases: UseCase[];
  customUseCase: string;
  /** The context problem, once the user tried to create (create-sticker-page.tsx). */
  problem?: string | null;
  onChange: (patch: {
    context?: string;
    language?: LabelLanguageCode;
    moods?: Mood[];
    useCases?: UseCase[];
    customUseCase?: string;
  }) => void;
};

const chip = (on: boolean) =>
  cn(
    'rounded-full border px-3 py-1.5 text-sm font-medium transition',
    on ? 'border-violet-600 bg-violet-600 text-white' : 'bg-background hover:bg-muted',
  );

/** Section 3 (docs/product-rules.md): theme, label language (warning for non-Latin scripts), 21 moods (≤ 5), use cases. */
export function ContextStep(props: Props) {
  const { ai, context, language, moods, useCases, customUseCase, problem, onChange } = props;
  const t = useTranslations('createSticker.context');
  const ta = useTranslations('createSticker.ai');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="sticker-theme" className="text-sm font-semibold">
          {t('themeLabel')}
        </label>
        <Textarea
          id="sticker-theme"
          value={context}
          maxLength={STICKER_LIMITS.contextMax}
          onChange={(e) => onChange({ context: e.target.value })}
          placeholder={t('themePlaceholder')}
          rows={3}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? fieldProblemId('context') : undefined}
          data-testid="sticker-theme"
          data-field-target="context"
        />
        <FieldProblem field="context">{problem}</FieldProblem>
        <div className="flex flex-wrap items-center gap-2">
          <AiButton
            label={ta('themes', { cost: ai.costs.themes })}
            busy={ai.busy === 'themes'}
            busyLabel={ta('busy')}
            onClick={() => void ai.loadThemes()}
            testId="ai-themes"
          />
          {ai.themes.map((idea) => (
            <button
              key={idea}
              type="button"
              onClick={() => onChange({ context: idea })}
              className="rounded-full bg-violet-50 px-3 py-1 text-start text-xs text-violet-900 hover:bg-violet-100"
              data-testid="ai-theme-idea"
            >
              {idea}
            </button>
          ))}
        </div>
        {context.trim() && <DescriptionIdeas ai={ai} />}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="label-language" className="text-sm font-semibold">
          {t('languageLabel')}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <select
            id="label-language"
            value={language}
            onChange={(e) => onChange({ language: e.target.value as LabelLanguageCode })}
            className="h-11 rounded-xl border border-input bg-background px-3 text-sm sm:w-64"
            data-testid="label-language"
          >
            {LABEL_LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.nativeName === l.name ? l.name : `${l.nativeName} — ${l.name}`}
              </option>
            ))}
          </select>
          {isNonLatin(language) && (
            <p
              className="flex items-start gap-1.5 rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900"
              data-testid="non-latin-warning"
            >
              <TriangleAlertIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {t('nonLatinWarning')}
            </p>
          )}
        </div>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">
          {t('moodsLabel')}{' '}
          <span className="font-normal text-muted-foreground">
            {t('moodsCount', { count: moods.length, max: MAX_MOODS })}
          </span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {MOODS.map((m) => {
            const on = moods.includes(m);
            return (
              <button
                key={m}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ moods: toggleLimited(moods, m, MAX_MOODS) })}
                className={cn(chip(on), !on && moods.length >= MAX_MOODS && 'opacity-45')}
                data-testid={`mood-${m}`}
              >
                {t(`moods.${m}`)}
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold">{t('useCasesLabel')}</legend>
        <div className="flex flex-wrap gap-2">
          {USE_CASES.map((u) => {
            const on = useCases.includes(u);
            return (
              <button
                key={u}
                type="button"
                aria-pressed={on}
                onClick={() => onChange({ useCases: toggleLimited(useCases, u, USE_CASES.length) })}
                className={chip(on)}
                data-testid={`use-case-${u}`}
              >
                {t(`useCases.${u}`)}
              </button>
            );
          })}
        </div>
        <Input
          value={customUseCase}
          maxLength={CUSTOM_USE_CASE_MAX}
          onChange={(e) => onChange({ customUseCase: e.target.value })}
          placeholder={t('customUseCase')}
          aria-label={t('customUseCase')}
          className="mt-1 sm:max-w-sm"
        />
      </fieldset>
    </div>
  );
}
