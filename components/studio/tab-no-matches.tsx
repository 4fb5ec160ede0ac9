import { SearchXIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Search or the favourites filter hid everything: say why and offer to show all again. */
export function TabNoMatches({
  title,
  message,
  reset,
  onReset,
  testId,
}: {
  title: string;
  message: string | null;
  reset: string;
  onReset: () => void;
  testId: string;
}) {
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-3xl border border-dashed px-6 py-12 text-center"
      data-testid={testId}
    >
      <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onReset} className="mt-2">
        {reset}
      </Button>
    </div>
  );
}
