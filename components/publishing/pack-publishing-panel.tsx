'use client';

import { useTranslations } from 'next-intl';
import type { Visibility } from '@/lib/contracts/stickers';
import { PackDownloads } from './pack-downloads';
import { TelegramStatus } from './telegram-status';

export type PackPublishingPanelProps = {
  reference: string;
  visibility: Visibility;
  isOwner: boolean;
  /** False when this server has no Telegram bot: no publication to follow, only the downloads. */
  botConfigured?: boolean;
};

/**
 * The pack page's Telegram and downloads card (docs/decisions.md): the owner sees the bot's publication
 * (progress, link, a translated error); the ZIPs are offered to whoever may see the pack — the
 * owner, or anyone when it is public.
 */
export function PackPublishingPanel({
  reference,
  visibility,
  isOwner,
  botConfigured = true,
}: PackPublishingPanelProps) {
  const t = useTranslations('publishing.panel');
  if (!isOwner && visibility !== 'PUBLIC') return null;
  return (
    <section
      aria-labelledby="pack-publishing-title"
      className="flex flex-col gap-5 rounded-3xl border bg-card p-5 shadow-sm sm:p-6"
      data-testid="pack-publishing-panel"
    >
      <h2 id="pack-publishing-title" className="text-base font-bold tracking-tight">
        {t('title')}
      </h2>
      {isOwner && botConfigured && <TelegramStatus reference={reference} />}
      <PackDownloads reference={reference} />
    </section>
  );
}
