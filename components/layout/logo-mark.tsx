'use client';

import { useId } from 'react';

// The brand mark, the same drawing as public/icon.svg (the favicon), drawn inline. As a CSS
// background (a data: URL) it made Chrome build an SVG image document during the first frame's
// style recalculation, before the header could paint (docs/measurements.md); inline SVG
// is part of the page itself. A client component, so a server component that draws it (the footer)
// sends a reference in its RSC data rather than the drawing again. useId keeps each copy's gradient
// its own.
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  const gradient = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={`inline-block shrink-0 ${className}`}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#d946ef" />
        </linearGradient>
      </defs>
      <path d="M6 4h14l8 8v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill={`url(#${gradient})`} />
      <path d="M20 4v6a2 2 0 0 0 2 2h6z" fill="#fff" opacity=".55" />
      <circle cx="12" cy="16" r="1.8" fill="#fff" />
      <circle cx="20" cy="16" r="1.8" fill="#fff" />
      <path d="M11 21c2.8 2.4 7.2 2.4 10 0" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
