'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/i18n/navigation';

export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#d946ef" />
        </linearGradient>
      </defs>
      <path d="M6 4h14l8 8v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="url(#logo-g)" />
      <path d="M20 4v6a2 2 0 0 0 2 2h6z" fill="#fff" opacity=".55" />
      <circle cx="12" cy="16" r="1.8" fill="#fff" />
      <circle cx="20" cy="16" r="1.8" fill="#fff" />
      <path d="M11 21c2.8 2.4 7.2 2.4 10 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** SPEC §2: the logo returns home, or scrolls to the top when already there. */
export function Logo() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  return (
    <Link
      href="/"
      // On every page's first screen: prefetching home would cost each view three RSC requests.
      prefetch={false}
      aria-label={t('home')}
      className="flex items-center gap-2 rounded-full font-extrabold tracking-tight text-lg"
      onClick={(e) => {
        if (pathname === '/') {
          e.preventDefault();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        }
      }}
    >
      <LogoMark />
      <span>Stickerfy</span>
    </Link>
  );
}
