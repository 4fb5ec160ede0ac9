'use client';

import { useTranslations } from 'next-intl';
import { ProgressBanner } from '@/components/studio/progress-banner';
import type { Character } from '@/lib/client/characters';
import { itemProgress } from '@/lib/client/progress';

/** One banner per character still being created, its bar derived from createdAt (docs/product-rules.md). */
export function ProcessingBanner({ character, now }: { character: Character; now: number }) {
  const t = useTranslations('characters.processing');
  return (
    <ProgressBanner
      title={t('title', { name: character.name })}
      body={t('body')}
      percent={Math.floor(itemProgress(character, now))}
      progressLabel={t('progress', { name: character.name })}
      testId="character-processing-banner"
    />
  );
}
