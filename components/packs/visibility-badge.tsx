import { GlobeIcon, LockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { Visibility } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';

/** PUBLIC / PRIVATE badge of a pack (studio only: explore hides it, docs/product-rules.md). */
export function VisibilityBadge({ visibility, className }: { visibility: Visibility; className?: string }) {
  const t = useTranslations('packs.visibility');
  const pub = visibility === 'PUBLIC';
  const Icon = pub ? GlobeIcon : LockIcon;
  return (
    <Badge
      variant={pub ? 'success' : 'secondary'}
      className={cn('uppercase tracking-wide', className)}
      data-testid="pack-visibility"
      data-visibility={visibility}
    >
      <Icon aria-hidden="true" />
      {t(pub ? 'public' : 'private')}
    </Badge>
  );
}
