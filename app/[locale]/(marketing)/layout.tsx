import { setRequestLocale } from 'next-intl/server';
import { ScopedMessages } from '@/components/providers/scoped-messages';

// The landing's client components get their namespaces (i18n/client-messages.ts, scope "landing").
// Layouts render in parallel with their parent: each sets the locale itself, or the page turns dynamic.
export default async function MarketingLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return <ScopedMessages scope="landing">{children}</ScopedMessages>;
}
