import { cn } from '@/lib/utils';

/** The icon tile + title + one-line description that opens each billing card. */
export function CardHeading({
  id,
  icon,
  iconClassName,
  title,
  description,
}: {
  id: string;
  icon: React.ReactNode;
  iconClassName: string;
  title: string;
  description: string;
}) {
  return (
    <div className="flex items-start gap-4">
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', iconClassName)}>
        {icon}
      </span>
      <div>
        <h2 id={id} className="text-lg font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
    </div>
  );
}
