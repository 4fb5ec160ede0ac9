import { setRequestLocale } from 'next-intl/server';
import { ScopedMessages } from '@/components/providers/scoped-messages';

// The public pack page and its not-found view: the pack view's and publishing panel's texts, on top
// of explore's (its layout). The list pages above do not carry them (docs/decisions.md).
export default async function PublicPackLayout({
  children,
  params,
}: LayoutProps<'/[locale]/explore/sticker-pack/[reference]'>) {
  setRequestLocale((await params).locale);
  return <ScopedMessages scope="publicPack">{children}</ScopedMessages>;
}
