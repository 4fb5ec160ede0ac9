'use client';

import { CircleAlertIcon, CircleCheckIcon, CircleHelpIcon, LoaderCircleIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { characterStatusKind } from '@/lib/client/characters';

const LOOK = {
  inProgress: { variant: 'warning', Icon: LoaderCircleIcon, spin: true },
  created: { variant: 'success', Icon: CircleCheckIcon, spin: false },
  failed: { variant: 'destructive', Icon: CircleAlertIcon, spin: false },
  unknown: { variant: 'outline', Icon: CircleHelpIcon, spin: false },
} as const;

/** Product rule (docs/product-rules.md): PENDING/PROCESSING in progress, CREATED, FAILED_CREATION failed, anything else unknown. */
export function CharacterStatusBadge({ status }: { status: string }) {
  const t = useTranslations('characters.status');
  const kind = characterStatusKind(status);
  const { variant, Icon, spin } = LOOK[kind];
  return (
    <Badge variant={variant} data-testid="character-status" data-status={kind}>
      <Icon aria-hidden="true" className={spin ? 'animate-spin' : undefined} />
      {t(kind)}
    </Badge>
  );
}
