'use client';

import { SparklesIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** An AI action with its busy state (docs/product-rules.md: each suggestion kind has its own busy state). */
export function AiButton({
  label,
  busy,
  busyLabel,
  onClick,
  testId,
  size = 'sm',
}: {
  label: string;
  busy: boolean;
  busyLabel: string;
  onClick: () => void;
  testId: string;
  size?: 'sm' | 'default';
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size={size}
      onClick={onClick}
      disabled={busy}
      data-testid={testId}
      className="border-violet-200 text-violet-800 hover:bg-violet-50"
    >
      {busy ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
      {busy ? busyLabel : label}
    </Button>
  );
}
