'use client';

import { useTranslations } from 'next-intl';
import { ANIMATION_PRESETS, type AnimationPreset } from '@/lib/config/animation';
import { cn } from '@/lib/utils';

type Props = {
  value: AnimationPreset;
  onChange: (preset: AnimationPreset) => void;
  /** Each motion's test id is `${testIdPrefix}-${preset}`. */
  testIdPrefix: string;
  className?: string;
};

/** The motions of an animated sticker as one radio group (the studio's Animate and create-sticker). */
export function MotionPicker({ value, onChange, testIdPrefix, className }: Props) {
  const t = useTranslations('stickers.animate');
  return (
    <div
      role="radiogroup"
      aria-label={t('presetLabel')}
      className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}
    >
      {ANIMATION_PRESETS.map((p) => (
        <button
          key={p}
          type="button"
          role="radio"
          aria-checked={value === p}
          onClick={() => onChange(p)}
          className={cn(
            'rounded-2xl border px-3 py-2.5 text-sm font-semibold transition outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
            value === p
              ? 'border-violet-500 bg-violet-50 text-violet-700'
              : 'border-border bg-background hover:border-violet-300',
          )}
          data-testid={`${testIdPrefix}-${p}`}
        >
          {t(`presets.${p}`)}
        </button>
      ))}
    </div>
  );
}
