'use client';

import { CheckIcon, CopyIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/utils';

const COPIED_MS = 2000; // docs/product-rules.md: copy feedback lasts 2 s

/** The pack code with a copy button (docs/product-rules.md). */
export function PackCode({ code }: { code: string }) {
  const t = useTranslations('packs.view');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(id);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {}
  };
  return (
    <div className="inline-flex items-center gap-1 rounded-full border bg-background py-1 ps-3.5 pe-1 text-sm">
      <span className="text-muted-foreground">{t('code')}</span>
      <code className="font-mono font-bold tracking-wider" data-testid="pack-code">
        {code}
      </code>
      <button
        type="button"
        onClick={copy}
        aria-label={copied ? t('copied') : t('copyCode')}
        title={copied ? t('copied') : t('copyCode')}
        className={cn(
          'ms-1 grid size-7 place-items-center rounded-full transition hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring',
          copied && 'text-emerald-600',
        )}
        data-testid="pack-code-copy"
        data-copied={copied}
      >
        {copied ? (
          <CheckIcon className="size-4" aria-hidden="true" />
        ) : (
          <CopyIcon className="size-4" aria-hidden="true" />
        )}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}
