import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { AfterFirstPaint } from './after-first-paint';

// Sections from the third on start below the first screen: their fields render just after the
// first paint (after-first-paint.tsx), their heading at once, so the section nav finds them.
const FIRST_SCREEN_SECTIONS = 2;

type Props = {
  id: string;
  index: number;
  title: string;
  description?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** One numbered section of the create-sticker page (docs/product-rules.md: six sections, in order). */
export function StepSection({ id, index, title, description, aside, children, className }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'scroll-mt-24 rounded-3xl border bg-card p-4 shadow-sm sm:p-6',
        // Below the first screen the browser skips a section's style and layout until it nears the
        // viewport (it keeps the size it had once drawn): the later sections cost the first screen
        // nothing. Their contents stay in the accessibility tree and in find-in-page.
        index > FIRST_SCREEN_SECTIONS && '[contain-intrinsic-size:auto_32rem] [content-visibility:auto]',
        className,
      )}
      data-testid={`step-${id}`}
    >
      <header className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-600 to-fuchsia-500 text-sm font-black text-white">
            {index}
          </span>
          <div>
            <h2 id={`${id}-title`} className="text-lg font-bold tracking-tight sm:text-xl">
              {title}
            </h2>
            {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
          </div>
        </div>
        {aside}
      </header>
      {index > FIRST_SCREEN_SECTIONS ? <AfterFirstPaint>{children}</AfterFirstPaint> : children}
    </section>
  );
}
