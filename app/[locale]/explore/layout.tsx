import { setRequestLocale } from 'next-intl/server';
import { ScopedMessages } from '@/components/providers/scoped-messages';
import '../../explore.css';

// Explore and the public pack page: the client islands get the explore, packs and publishing texts.
export default async function ExploreLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return <ScopedMessages scope="explore">{children}</ScopedMessages>;
}
