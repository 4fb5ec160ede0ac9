'use client';

import { PlusIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { cn } from '@/lib/utils';
import { TAB_CREATE_HREF, TAB_KEY, type StudioTab } from './studio-tabs';

/** The tab's create button: Create Sticker, Create Pack or Create Character (docs/product-rules.md). */
export function StudioCreateButton({
  tab,
  className,
  testId = 'studio-create-button',
}: {
  tab: StudioTab;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('studio.create');
  return (
    <Button asChild variant="gradient" size="lg" className={cn('px-6', className)}>
      <Link href={TAB_CREATE_HREF[tab]} data-testid={testId}>
        <PlusIcon aria-hidden="true" />
        {t(TAB_KEY[tab])}
      </Link>
    </Button>
  );
}
