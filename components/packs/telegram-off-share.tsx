'use client';

import { CheckIcon, DownloadIcon, InfoIcon, LinkIcon, SendIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { downloadPackZip, type ExportKind } from '@/lib/client/packs-publishing';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import type { Visibility } from '@/lib/contracts/stickers';

const COPIED_MS = 2_000;

type Props = { reference: string; visibility: Visibility; from: 'studio' | 'explore' };

/** The public pack page's address, or this page's when the pack is private (only its owner can open it). */
function packPageLink({ reference, visibility, from }: Props): string {
  if (visibility !== 'PUBLIC' || from === 'explore') return window.location.href.split('#')[0] ?? '';
  return `${window.location.origin}${PACK_ROUTES.publicPack(reference)}`;
}

/**
 * "Add to Telegram" when this server has no Telegram bot (the embedded default): a deep link would
 * open a bot that never answers. The button opens a note saying what it needs, and what works now:
 * the ZIP downloads for Telegram and WhatsApp, and the pack page's link.
 */
export function TelegramOffShare(props: Props) {
  const t = useTranslations('botOff');
  const tp = useTranslations('publishing.panel');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const panelId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  async function download(kind: ExportKind) {
    setBusy(kind);
    setProblem(null);
    const result = await downloadPackZip(props.reference, kind);
    setBusy(null);
    if (!result.ok) setProblem(tp(result.reason));
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(packPageLink(props));
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      setProblem(t('copyFailed'));
    }
  }

  return (
    <>
      <Button
        variant="gradient"
        size="lg"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        data-testid="pack-add-telegram"
        data-bot="off"
      >
        <SendIcon aria-hidden="true" />
        {t('addToTelegram')}
      </Button>
      <div
        id={panelId}
        hidden={!open}
        className="order-last basis-full rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 lg:absolute lg:end-0 lg:top-full lg:z-20 lg:mt-2 lg:w-[28rem] lg:shadow-lg"
        data-testid="bot-off-share"
      >
        <p className="flex gap-2 text-pretty">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('packNote')}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {(['telegram', 'whatsapp'] as const).map((kind) => (
            <Button
              key={kind}
              variant="outline"
              size="sm"
              className="bg-white"
              disabled={busy !== null}
              onClick={() => download(kind)}
              data-testid={`bot-off-download-${kind}`}
            >
              {busy === kind ? <Spinner className="size-4" /> : <DownloadIcon aria-hidden="true" />}
              {busy === kind
                ? tp('downloading')
                : tp(kind === 'telegram' ? 'downloadTelegram' : 'downloadWhatsapp')}
            </Button>
          ))}
          <Button
            variant="outline"
            size="sm"
            className="bg-white"
            onClick={copy}
            data-testid="bot-off-copy-link"
          >
            {copied ? (
              <CheckIcon className="text-emerald-600" aria-hidden="true" />
            ) : (
              <LinkIcon aria-hidden="true" />
            )}
            {copied ? t('copied') : t('copyLink')}
          </Button>
        </div>
        <p aria-live="polite" className="mt-2 empty:hidden" data-testid="bot-off-problem">
          {problem}
        </p>
      </div>
    </>
  );
}
