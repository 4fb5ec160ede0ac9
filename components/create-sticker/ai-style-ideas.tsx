'use client';

import { SparklesIcon, XIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { useStyleFavourites } from '@/lib/client/style-favourites';
import type { AiStyle } from '@/lib/contracts/styles';
import { AiButton } from './ai-button';
import { AiStyleCard } from './ai-style-card';
import type { StickerAi } from './use-sticker-ai';

type Props = {
  ai: StickerAi;
  aiStyles: AiStyle[];
  full: boolean;
  favourites: ReturnType<typeof useStyleFavourites>;
  onPick: (style: AiStyle) => void;
  onRemove: (style: AiStyle) => void;
};

/** AI style ideas (charged per call) as cards with a favourite star, and the AI styles in use. */
export function AiStyleIdeas({ ai, aiStyles, full, favourites, onPick, onRemove }: Props) {
  const t = useTranslations('createSticker.styles');
  const ta = useTranslations('createSticker.ai');
  return (
    <div className="flex flex-col gap-2">
      <div>
        <AiButton
          label={ta('styles', { cost: ai.costs.styles })}
          busy={ai.busy === 'styles'}
          busyLabel={ta('busy')}
          onClick={() => void ai.loadStyles()}
          testId="ai-styles"
        />
      </div>
      {ai.styleIdeas.length > 0 && (
        <ul className="grid gap-2 sm:grid-cols-2" data-testid="ai-style-ideas">
          {ai.styleIdeas.map((idea) => {
            const chosen = aiStyles.some((a) => a.styleName === idea.styleName);
            return (
              <li key={`${idea.styleName}|${idea.styleDescription}`} data-testid="ai-style-idea">
                <AiStyleCard
                  style={idea}
                  selected={chosen}
                  dimmed={full}
                  favourite={favourites.isAiFavourite(idea)}
                  onClick={() => (chosen ? onRemove(idea) : onPick(idea))}
                  onToggleFavourite={() => favourites.toggleAi(idea)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {aiStyles.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('aiSelected')}>
          {aiStyles.map((s) => (
            <li
              key={s.styleName}
              className="inline-flex items-center gap-1.5 rounded-full bg-violet-100 px-3 py-1 text-sm text-violet-900"
            >
              <SparklesIcon className="size-3.5" aria-hidden="true" />
              {s.styleName}
              <button
                type="button"
                onClick={() => onRemove(s)}
                aria-label={t('removeAi', { name: s.styleName })}
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
