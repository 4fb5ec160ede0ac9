'use client';

import { CheckIcon, PlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { cn } from '@/lib/utils';
import { AiButton } from './ai-button';
import type { StickerAi } from './use-sticker-ai';

/**
 * Section 3 "AI description ideas" (docs/product-rules.md): for the theme typed above, what single stickers could
 * show. Picking one fills the first sticker without a description (section 4).
 */
export function DescriptionIdeas({ ai }: { ai: StickerAi }) {
  const t = useTranslations('createSticker.ai');
  const [used, setUsed] = useState<Set<string>>(() => new Set());
  return (
    <div className="flex flex-col gap-2">
      <div>
        <AiButton
          label={t('ideas', { cost: ai.costs.ideas })}
          busy={ai.busy === 'ideas'}
          busyLabel={t('busy')}
          onClick={() => void ai.loadIdeas()}
          testId="ai-description-ideas"
        />
      </div>
      {ai.ideas.length > 0 && (
        <ul className="grid gap-1.5 sm:grid-cols-2" data-testid="description-ideas">
          {ai.ideas.map((idea) => {
            const done = used.has(idea);
            return (
              <li key={idea}>
                <button
                  type="button"
                  onClick={() => {
                    const n = ai.applyIdea(idea);
                    if (n === null) {
                      toast(t('ideasFull'));
                      return;
                    }
                    setUsed((s) => new Set(s).add(idea));
                    toast.success(t('ideaAdded', { n }));
                  }}
                  className={cn(
                    'flex w-full items-start gap-2 rounded-xl border px-3 py-2 text-start text-xs transition',
                    done
                      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                      : 'border-violet-100 bg-violet-50/60 text-violet-950 hover:bg-violet-100',
                  )}
                  data-testid="description-idea"
                >
                  {done ? (
                    <CheckIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  ) : (
                    <PlusIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                  )}
                  <span>{idea}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
