'use client';

import { CalendarClockIcon, CheckIcon, CoinsIcon, CopyIcon, CreditCardIcon, StarIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Me } from '@/lib/client/use-me';
import { deepLink, paymentStartPayload } from '@/lib/config/telegram-links';
import { formatCredits } from '@/lib/utils';
import { formatDate } from './format';
import { StarsUnavailable } from './stars-unavailable';

const COPIED_MS = 2_000; // copy feedback lasts 2 s (docs/product-rules.md)

function starsLink(publicId: string | undefined, botUsername: string): string | undefined {
  if (!publicId) return undefined;
  try {
    return deepLink(paymentStartPayload(publicId), botUsername);
  } catch {
    return undefined; // a code the bot could not take as a start payload: hide the button
  }
}

/** Credits card (docs/product-rules.md): balance, expiry, user code with copy, card and Stars buy buttons. */
export function CreditsCard({
  me,
  botUsername,
  botConfigured,
  onBuyCard,
}: {
  me: Me | null | undefined;
  /** The configured bot (env().telegramBotUsername, from the page): the one the Stars purchase runs on. */
  botUsername: string;
  /** False when this server has no Telegram bot: Stars then explain themselves and offer the card. */
  botConfigured: boolean;
  onBuyCard: () => void;
}) {
  const t = useTranslations('billing.credits');
  const locale = useLocale();
  const balance = formatCredits(me?.balance.availableCredits);
  const expiry = me?.creditExpiry ? formatDate(me.creditExpiry, locale) : undefined;
  const stars = starsLink(me?.publicId, botUsername);

  return (
    <section
      aria-labelledby="credits-title"
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-violet-600 via-purple-600 to-fuchsia-500 p-6 text-white shadow-xl shadow-fuchsia-500/20 sm:p-8"
      data-testid="credits-card"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-16 -top-16 size-56 rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-24 -start-10 size-64 rounded-full bg-fuchsia-300/20 blur-3xl"
      />
      <div className="relative flex h-full flex-col gap-6">
        <div>
          <h2 id="credits-title" className="text-sm font-semibold uppercase tracking-wider text-white/80">
            {t('title')}
          </h2>
          <p className="mt-2 flex items-center gap-3">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white/15 ring-1 ring-white/25">
              <CoinsIcon className="size-6 text-amber-300" aria-hidden="true" />
            </span>
            <span
              className="text-5xl font-black tracking-tight tabular-nums"
              data-testid="billing-balance"
              dir="ltr"
              aria-describedby="credits-available"
            >
              {balance}
            </span>
          </p>
          <p id="credits-available" className="mt-1 text-sm text-white/80">
            {t('available')}
          </p>
          {expiry && (
            <p
              className="mt-3 inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold"
              data-testid="credit-expiry"
            >
              <CalendarClockIcon className="size-3.5" aria-hidden="true" />
              {t('expires', { date: expiry })}
            </p>
          )}
        </div>
        <UserCode code={me?.publicId} loading={me === undefined} />
        <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button
            size="lg"
            className="bg-white text-violet-700 shadow-md hover:bg-white/90"
            onClick={onBuyCard}
            data-testid="buy-card"
          >
            <CreditCardIcon /> {t('buyCard')}
          </Button>
          {/* The Stars button's place while the account loads (on a phone the buttons stack). */}
          {me === undefined && <Skeleton className="h-12 w-full rounded-full bg-white/20 sm:w-48" />}
          {stars && !botConfigured && <StarsUnavailable onBuyCard={onBuyCard} />}
          {stars && botConfigured && (
            <Button
              asChild
              size="lg"
              variant="ghost"
              className="border border-white/40 text-white hover:bg-white/15"
              data-testid="buy-stars"
            >
              <a href={stars} target="_blank" rel="noopener noreferrer" title={t('starsHint')}>
                <StarIcon className="fill-amber-300 text-amber-300" /> {t('buyStars')}
              </a>
            </Button>
          )}
        </div>
        <p className="-mt-3 text-xs text-white/75">{t('chargeNote')}</p>
      </div>
    </section>
  );
}

function UserCode({ code, loading }: { code: string | undefined; loading: boolean }) {
  const t = useTranslations('billing.credits');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The label and a box of the code's height while loading, so the card keeps its size when it arrives.
  if (loading)
    return (
      <div>
        <p className="text-xs font-semibold uppercase tracking-wider text-white/75">{t('userCode')}</p>
        <Skeleton className="mt-1.5 h-10 w-64 rounded-2xl bg-white/20" />
      </div>
    );
  if (!code) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast.error(t('copyFailed'));
    }
  };
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-white/75">{t('userCode')}</p>
      <div className="mt-1.5 inline-flex items-center gap-1 rounded-2xl bg-black/15 py-1 ps-4 pe-1 ring-1 ring-white/20">
        <code className="font-mono text-lg font-bold tracking-widest" data-testid="user-code">
          {code}
        </code>
        <Button
          type="button"
          size="icon-sm"
          variant="ghost"
          className="text-white hover:bg-white/20"
          onClick={copy}
          aria-label={copied ? t('copied') : t('copyCode')}
          title={copied ? t('copied') : t('copyCode')}
          data-testid="copy-code"
          data-copied={copied || undefined}
        >
          {copied ? <CheckIcon className="text-emerald-300" /> : <CopyIcon />}
        </Button>
        <span aria-live="polite" className="sr-only">
          {copied ? t('copied') : ''}
        </span>
      </div>
    </div>
  );
}
