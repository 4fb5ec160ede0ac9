import { SparklesIcon } from 'lucide-react';
import { Progress } from '@/components/ui/progress';

/** The studio's banner for work in progress (a character, a batch of stickers): title, body, bar. */
export function ProgressBanner({
  title,
  body,
  percent,
  progressLabel = title,
  testId,
}: {
  title: string;
  body: string;
  percent: number;
  progressLabel?: string;
  testId: string;
}) {
  return (
    <div
      className="flex items-center gap-4 rounded-3xl border border-violet-200 bg-gradient-to-r from-violet-50 to-fuchsia-50 p-4 sm:p-5 rtl:bg-gradient-to-l"
      data-testid={testId}
      role="status"
    >
      <div className="grid size-11 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-violet-600 to-fuchsia-500 text-white shadow-md shadow-fuchsia-500/20">
        <SparklesIcon className="size-5 animate-pulse" aria-hidden="true" />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate font-bold">{title}</p>
          <span className="text-sm font-bold text-violet-700 tabular-nums">{percent}%</span>
        </div>
        <p className="mt-0.5 hidden text-sm text-muted-foreground sm:block">{body}</p>
        <Progress value={percent} className="mt-2.5 bg-white/80" aria-label={progressLabel} />
      </div>
    </div>
  );
}
