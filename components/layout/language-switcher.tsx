'use client';

import { CheckIcon, GlobeIcon } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePathname, useRouter } from '@/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/config/locales';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('nav');
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [pending, start] = useTransition();

  const choose = (next: Locale) => {
    // The saved choice wins over detection on every later visit (DESIGN §8).
    // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie is read by the proxy
    document.cookie = `${LOCALE_COOKIE.name}=${next}; path=/; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=lax`;
    const query = Object.fromEntries(search.entries());
    start(() => router.replace({ pathname, query }, { locale: next }));
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size={compact ? 'icon' : 'sm'}
          aria-label={t('language')}
          disabled={pending}
          data-testid="language-switcher"
        >
          <GlobeIcon />
          {!compact && <span className="uppercase">{locale}</span>}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[70vh] overflow-y-auto">
        {LOCALES.map((l) => (
          <DropdownMenuItem key={l} onSelect={() => choose(l)} lang={l} data-locale={l}>
            <span className="flex-1">{LOCALE_NAMES[l]}</span>
            {l === locale && <CheckIcon className="text-primary!" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
