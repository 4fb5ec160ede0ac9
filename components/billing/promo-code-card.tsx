'use client';

import { CheckCircle2Icon, CircleAlertIcon, TicketPercentIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { promoErrorKey, useRedeemPromo } from '@/lib/client/billing';
import { PROMO_CODE_MAX_LENGTH, redeemPromoSchema } from '@/lib/contracts/promo';
import { cn } from '@/lib/utils';
import { TurnstileWidget } from './turnstile-widget';
import { CardHeading } from './card-heading';

const MESSAGE_MS = 5_000; // docs/product-rules.md: the promo message is cleared after 5 s
const SITE_KEY = process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY; // unset: bot check off (embedded mode)

type Message = { tone: 'success' | 'error'; text: string };

/**
 * Promo code card (docs/product-rules.md): idle → (bot check, after the first Apply) → applying → success or
 * error. The message goes after 5 s and the widget is reset; typing clears error, token and widget.
 */
export function PromoCodeCard() {
  const t = useTranslations('billing.promo');
  const locale = useLocale();
  const redeem = useRedeemPromo();
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const [widget, setWidget] = useState<{ shown: boolean; key: number }>({ shown: false, key: 0 });
  const [token, setToken] = useState<string | null>(null);
  const [awaitingToken, setAwaitingToken] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (tone: Message['tone'], text: string) => {
    setMessage({ tone, text });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(null), MESSAGE_MS);
  };
  const resetWidget = () => setWidget((w) => (w.shown ? { shown: true, key: w.key + 1 } : w));

  const run = (promoCode: string, captchaToken: string) => {
    setAwaitingToken(false);
    redeem.mutate(
      { promoCode, captchaToken },
      {
        onSuccess: ({ creditsAwarded }) => {
          setCode('');
          show('success', t('success', { creditsAwarded }));
        },
        onError: (err) => show('error', t(promoErrorKey(err))),
        onSettled: () => {
          setToken(null); // a bot-check token is single-use
          resetWidget();
        },
      },
    );
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = redeemPromoSchema.shape.promoCode.safeParse(code);
    if (!parsed.success) return show('error', t('required'));
    if (!SITE_KEY) return run(parsed.data, '');
    if (token) return run(parsed.data, token);
    setAwaitingToken(true); // redemption runs once the widget hands us a token
    if (widget.shown) show('error', t('captchaRequired'));
    else setWidget((w) => ({ shown: true, key: w.key }));
  };

  const onToken = (next: string) => {
    setToken(next);
    const parsed = redeemPromoSchema.shape.promoCode.safeParse(code);
    if (awaitingToken && parsed.success) run(parsed.data, next);
  };
  // The widget is taken down (not reset): a reset would retry at once and could fail in a loop.
  // The next Apply click brings it back.
  const onCaptchaFailure = (text: string) => {
    setToken(null);
    setAwaitingToken(false);
    show('error', text);
    setWidget((w) => ({ shown: false, key: w.key + 1 }));
  };

  const change = (value: string) => {
    setCode(value);
    if (message?.tone === 'error') setMessage(null);
    setToken(null);
    setAwaitingToken(false);
    setWidget((w) => ({ shown: false, key: w.key + 1 }));
  };

  const busy = redeem.isPending || awaitingToken;
  return (
    <section
      aria-labelledby="promo-title"
      className="flex flex-col rounded-3xl border bg-card p-6 shadow-sm sm:p-8"
      data-testid="promo-card"
    >
      <CardHeading
        id="promo-title"
        icon={<TicketPercentIcon className="size-6" aria-hidden="true" />}
        iconClassName="bg-gradient-to-br from-amber-300 to-orange-400 text-white shadow-sm"
        title={t('title')}
        description={t('description')}
      />
      <form onSubmit={submit} className="mt-6 flex flex-col gap-3" noValidate>
        <Label htmlFor="promo-code">{t('label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="promo-code"
            value={code}
            onChange={(e) => change(e.target.value)}
            placeholder={t('placeholder')}
            maxLength={PROMO_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={message?.tone === 'error' || undefined}
            aria-describedby="promo-message"
            className="font-mono uppercase tracking-wider placeholder:font-sans placeholder:normal-case placeholder:tracking-normal"
          />
          <Button
            type="submit"
            variant="gradient"
            className="sm:min-w-32"
            disabled={code.length === 0 || busy}
            data-testid="promo-apply"
          >
            {busy && <Spinner />}
            {busy ? t('applying') : t('apply')}
          </Button>
        </div>
        {widget.shown && SITE_KEY && (
          <div aria-label={t('captchaLabel')} role="group">
            <TurnstileWidget
              key={widget.key}
              siteKey={SITE_KEY}
              language={locale}
              onToken={onToken}
              onError={() => onCaptchaFailure(t('captchaLoadFailed'))}
              onExpire={() => onCaptchaFailure(t('captchaExpired'))}
            />
          </div>
        )}
        <div id="promo-message" aria-live="polite" className="min-h-11">
          {message && (
            <p
              role={message.tone === 'error' ? 'alert' : 'status'}
              data-testid="promo-message"
              className={cn(
                'flex items-center gap-2 rounded-xl px-3 py-2.5 text-sm font-medium animate-in fade-in-0',
                message.tone === 'success'
                  ? 'bg-emerald-50 text-emerald-800'
                  : 'bg-destructive/10 text-destructive',
              )}
            >
              {message.tone === 'success' ? (
                <CheckCircle2Icon className="size-4 shrink-0" />
              ) : (
                <CircleAlertIcon className="size-4 shrink-0" />
              )}
              {message.text}
            </p>
          )}
        </div>
      </form>
      <p className="mt-auto pt-2 text-xs text-muted-foreground">{t('oncePerAccount')}</p>
    </section>
  );
}
