'use client';

import { DownloadIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SocialIcon } from '@/components/layout/brand-icons';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadPackZip, type ExportKind } from '@/lib/client/packs-publishing';

const WhatsAppIcon = () => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className="size-4">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.8-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.4-.3z" />
  </svg>
);

/** "Download for Telegram" / "Download for WhatsApp": free ZIPs; a refusal is explained in place. */
export function PackDownloads({ reference }: { reference: string }) {
  const t = useTranslations('publishing.panel');
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<'whatsappMin' | 'downloadFailed' | null>(null);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setProblem(null);
    const result = await downloadPackZip(reference, kind);
    setBusy(null);
    if (!result.ok) setProblem(result.reason);
  }

  const button = (kind: ExportKind, label: string, icon: React.ReactNode) => (
    <Button
      variant="outline"
      className="flex-1 sm:flex-none"
      disabled={busy !== null}
      onClick={() => download(kind)}
      data-testid={`pack-download-${kind}`}
    >
      {busy === kind ? <Spinner className="size-4" /> : icon}
      {busy === kind ? t('downloading') : label}
    </Button>
  );

  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
          <DownloadIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="flex flex-col gap-0.5">
          <h3 className="text-sm font-semibold">{t('downloadsTitle')}</h3>
          <p className="text-sm text-muted-foreground text-pretty">{t('downloadsHint')}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {button('telegram', t('downloadTelegram'), <SocialIcon.telegram />)}
        {button('whatsapp', t('downloadWhatsapp'), <WhatsAppIcon />)}
      </div>
      {problem && (
        <p className="text-sm text-red-700" data-testid="pack-download-problem">
          {t(problem)}
        </p>
      )}
    </div>
  );
}
