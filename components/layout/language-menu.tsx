'use client';

import { CheckIcon } from 'lucide-react';
import { useLocale } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useTransition } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { LOCALE_COOKIE, LOCALE_NAMES, LOCALES, type Locale } from '@/lib/config/locales';

/** The switcher's menu (Radix), loaded on the first hover, focus or tap of its trigger. */
export function LanguageMenu({
  trigger,
  open,
  onOpenChange,
}: {
  trigger: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const search = useSearchParams();
  const router = useRouter();
  const [, start] = useTransition();

  const choose = (next: Locale) => {
    // Only this explicit choice is saved; it wins over detection on later visits (docs/product-rules.md).
    // biome-ignore lint/suspicious/noDocumentCookie: the locale cookie is read by the proxy
    document.cookie = `${LOCALE_COOKIE.name}=${next}; path=/; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=lax`;
    const query = Object.fromEntries(search.entries());
    start(() => router.replace({ pathname, query }, { locale: next }));
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
