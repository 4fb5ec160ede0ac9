import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import en from '@/messages/en.json';
import '../studio.css';

// Outside app/[locale] (an operator/tester page, excluded from locale routing): its own root layout.
export const metadata: Metadata = {
  title: en.testCheckout.metaTitle,
  robots: { index: false, follow: false },
};

export default function TestCheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-dvh bg-muted">{children}</body>
    </html>
  );
}
