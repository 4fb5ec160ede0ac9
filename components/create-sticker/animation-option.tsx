'use client';

import { SparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { MotionPicker } from '@/components/stickers/motion-picker';
import type { AnimationPreset } from '@/lib/config/animation';
import { cn } from '@/lib/utils';

type Props = {
  animated: boolean;
  motion: AnimationPreset;
  /** Credits of one sticker's animation (`animateSticker`). */
  cost: number;
  onChange: (patch: { animated?: boolean; motion?: AnimationPreset }) => void;
};

/**
 * The "Animated" switch of the order (docs/animated-stickers.md): every sticker of the set is also
 * animated in the chosen motion once drawn, its price held with the set's.
 */
export function AnimationOption({ animated, motion, cost, onChange }: Props) {
  const t = useTranslations('createSticker.animation');
  const tc = useTranslations('common');
  return (
    <div
      className={cn(
        'mb-5 rounded-2xl border-2 p-4 transition',
        animated ? 'border-violet-500 bg-violet-50' : 'border-border',
      )}
    >
      <div className="flex items-start gap-3">
        <SparklesIcon className="mt-0.5 size-5 shrink-0 text-violet-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <span id="animated-label" className="block font-semibold">
            {t('label')}
          </span>
          <span className="block text-sm text-muted-foreground">
            {t('body', { credits: tc('credits', { count: cost }) })}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={animated}
          aria-labelledby="animated-label"
          onClick={() => onChange({ animated: !animated })}
          className={cn(
            'relative h-7 w-12 shrink-0 rounded-full transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            animated ? 'bg-violet-600' : 'bg-muted-foreground/30',
          )}
          data-testid="animated-switch"
        >
          <span
            className={cn(
              'absolute top-1 start-1 size-5 rounded-full bg-white shadow transition-transform',
              animated && 'translate-x-5 rtl:-translate-x-5',
            )}
          />
        </button>
      </div>
      {animated && (
        <MotionPicker
          value={motion}
          onChange={(p) => onChange({ motion: p })}
          testIdPrefix="animated-motion"
          className="mt-4"
        />
      )}
    </div>
  );
}
