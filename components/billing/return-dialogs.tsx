'use client';

import { CheckCircle2Icon, ClockIcon, MailIcon, ShieldAlertIcon, XCircleIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Link } from '@/lib/i18n/navigation';
import type { CheckoutReturn } from '@/lib/contracts/payments';
import { ROUTES } from '@/lib/config/routes';
import { supportMailto } from '@/lib/config/site';
import { cn } from '@/lib/utils';

const CONFETTI_MS = 4_000; // docs/product-rules.md: 4 s, 150 particles
const CONFETTI_PARTICLES = 150;

const LOOK = {
  success: { Icon: CheckCircle2Icon, tint: 'from-emerald-400 to-teal-500' },
  declined: { Icon: XCircleIcon, tint: 'from-rose-500 to-red-500' },
  waiting: { Icon: ClockIcon, tint: 'from-amber-400 to-orange-500' },
  review: { Icon: ShieldAlertIcon, tint: 'from-sky-500 to-violet-500' },
} as const;

type Props = { state: CheckoutReturn | null; onClose: () => void; onRetry: () => void };

/** The four payment-return dialogs (docs/product-rules.md), opened from #thankyou, #declined, #waiting, #review. */
export function ReturnDialogs({ state, onClose, onRetry }: Props) {
  const t = useTranslations('billing.return');
  const shown = state ?? 'success';
  const { Icon, tint } = LOOK[shown];
  const titleKey = `${shown}Title` as const;
  const bodyKey = `${shown}Body` as const;
  const hint =
    shown === 'declined'
      ? t('declinedHint')
      : shown === 'waiting'
        ? t('waitingHint')
        : shown === 'review'
          ? t('reviewHint')
          : null;
  useConfetti(state === 'success');

  return (
    <Dialog open={state !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent
        className="max-w-md text-center"
        closeLabel={t('close')}
        data-testid={`return-dialog-${shown}`}
      >
        <span
          className={cn(
            'mx-auto flex size-16 items-center justify-center rounded-full bg-gradient-to-br text-white shadow-lg',
            tint,
          )}
        >
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <DialogHeader className="text-center sm:text-center">
          <DialogTitle className="text-2xl">{t(titleKey)}</DialogTitle>
          <DialogDescription className="text-base text-pretty">{t(bodyKey)}</DialogDescription>
        </DialogHeader>
        {hint && <p className="-mt-2 text-sm text-muted-foreground text-pretty">{hint}</p>}
        <DialogFooter className="sm:justify-center">
          {shown === 'success' && (
            <Button asChild variant="gradient" size="lg" className="w-full sm:w-auto">
              <Link href={ROUTES.studio}>{t('startCreating')}</Link>
            </Button>
          )}
          {shown === 'declined' && (
            <>
              <Button variant="outline" onClick={onClose}>
                {t('close')}
              </Button>
              <Button variant="gradient" onClick={onRetry}>
                {t('tryAgain')}
              </Button>
            </>
          )}
          {(shown === 'waiting' || shown === 'review') && (
            <>
              <Button asChild variant="outline">
                <a href={supportMailto(t('supportSubject'))}>
                  <MailIcon /> {t('contactSupport')}
                </a>
              </Button>
              <Button variant="gradient" onClick={onClose} className="min-w-24">
                {t('ok')}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Confetti for 4 s in total (150 particles in bursts); canvas-confetti skips it for reduced motion. */
function useConfetti(active: boolean) {
  useEffect(() => {
    if (!active) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let cancelled = false;
    let timers: ReturnType<typeof setTimeout>[] = [];
    let reset: (() => void) | undefined;
    void import('canvas-confetti').then(({ default: confetti }) => {
      if (cancelled) return;
      reset = () => confetti.reset();
      const base = { disableForReducedMotion: true, zIndex: 100, ticks: 160, spread: 80, startVelocity: 45 };
      const bursts = [0, 450, 900, 1350]; // the last particles fade out by ~4 s
      const perBurst = Math.floor(CONFETTI_PARTICLES / bursts.length);
      timers = bursts.map((at, i) =>
        setTimeout(() => {
          const count =
            i === bursts.length - 1 ? CONFETTI_PARTICLES - perBurst * (bursts.length - 1) : perBurst;
          void confetti({ ...base, particleCount: count, origin: { x: i % 2 ? 0.7 : 0.3, y: 0.6 } });
        }, at),
      );
      timers.push(setTimeout(() => confetti.reset(), CONFETTI_MS));
    });
    return () => {
      cancelled = true;
      for (const id of timers) clearTimeout(id);
      reset?.();
    };
  }, [active]);
}
