import { PlusIcon } from 'lucide-react';
import type { ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

type Props = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  body: string;
  cta: string;
  href: string;
  testId: string;
};

/** A studio tab with nothing in it yet: what it is for and the button that makes the first one (docs/product-rules.md). */
export function TabEmptyState({ icon: Icon, title, body, cta, href, testId }: Props) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed border-violet-200 bg-gradient-to-b from-violet-50/60 to-transparent px-6 py-14 text-center"
      data-testid={testId}
    >
      <div className="grid size-16 rotate-[-4deg] place-items-center rounded-3xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-lg shadow-fuchsia-500/25">
        <Icon className="size-8" aria-hidden="true" />
      </div>
      <h2 className="mt-2 text-xl font-bold tracking-tight">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground text-pretty">{body}</p>
      <Button asChild variant="gradient" size="lg" className="mt-2">
        <Link href={href}>
          <PlusIcon aria-hidden="true" />
          {cta}
        </Link>
      </Button>
    </div>
  );
}
