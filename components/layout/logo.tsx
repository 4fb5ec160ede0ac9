'use client';

import { Link, usePathname } from '@/lib/i18n/navigation';
import { LogoMark } from './logo-mark';

/** Product rule (docs/product-rules.md): the logo returns home, or scrolls to the top when already there. */
export function Logo({ label }: { label: string }) {
  const pathname = usePathname();
  return (
    <Link
      href="/"
      // On every page's first screen: prefetching home would cost each view three RSC requests.
      prefetch={false}
      aria-label={label}
      className="flex items-center gap-2 rounded-full font-extrabold tracking-tight text-lg"
      onClick={(e) => {
        if (pathname === '/') {
          e.preventDefault();
          const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          window.scrollTo({ top: 0, behavior: still ? 'instant' : 'smooth' });
        }
      }}
    >
      <LogoMark />
      <span>Stickerfy</span>
    </Link>
  );
}
