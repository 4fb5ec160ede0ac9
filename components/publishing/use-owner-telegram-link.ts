'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { createOwnerTelegramLink } from '@/lib/client/packs-publishing';

/**
 * The owner's "Add to Telegram" (and "Try again in Telegram"): asks the server for a deep link with a
 * fresh single-use ticket, then opens it. The tab is opened during the click (a window opened after
 * an await is a blocked pop-up) and pointed at the link once it arrives.
 */
export function useOwnerTelegramLink(reference: string) {
  const t = useTranslations('publishing.panel');
  const [pending, setPending] = useState(false);

  const open = useCallback(async () => {
    if (pending) return;
    setPending(true);
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const { url } = await createOwnerTelegramLink(reference);
      if (tab) tab.location.href = url;
      else window.location.href = url;
    } catch {
      tab?.close();
      toast.error(t('linkFailed'));
    } finally {
      setPending(false);
    }
  }, [pending, reference, t]);

  return { open, pending };
}
