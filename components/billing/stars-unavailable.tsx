'use client';

import { CreditCardIcon, InfoIcon, StarIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * "Buy with Stars" when this server has no Telegram bot: Stars are paid inside the bot, so the
 * button explains that and offers the card checkout instead of a link to a bot that never answers.
 */
export function StarsUnavailable({ onBuyCard }: { onBuyCard: () => void }) {
  const t = useTranslations('botOff');
  const tc = useTranslations('billing.credits');
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <>
      <Button
        size="lg"
        variant="ghost"
        className="border border-white/40 text-white hover:bg-white/15"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((v) => !v)}
        data-testid="buy-stars"
        data-bot="off"
      >
        <StarIcon className="fill-amber-300 text-amber-300" aria-hidden="true" /> {tc('buyStars')}
      </Button>
      <div
        id={noteId}
        hidden={!open}
        className="order-last basis-full rounded-2xl bg-black/20 p-4 text-sm text-white ring-1 ring-white/25"
        data-testid="stars-unavailable"
      >
        <p className="flex gap-2 text-pretty">
          <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('starsNote')}
        </p>
        <Button
          size="sm"
          className="mt-3 bg-white text-violet-700 hover:bg-white/90"
          onClick={onBuyCard}
          data-testid="stars-pay-card"
        >
          <CreditCardIcon aria-hidden="true" /> {t('payByCard')}
        </Button>
      </div>
    </>
  );
}
