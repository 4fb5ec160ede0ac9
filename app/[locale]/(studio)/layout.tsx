import { setRequestLocale } from 'next-intl/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { ScopedMessages } from '@/components/providers/scoped-messages';
import { SessionHint } from '@/components/providers/session-hint';
import '../../studio.css';

// Studio pages are signed in (each page checks it on the server), so the readable session hint is
// set here too: sessions started before the hint existed are recognised on public pages afterwards.
export default async function StudioLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale((await params).locale);
  return (
    <ScopedMessages scope="studio">
      <QueryProvider>
        <SessionHint />
        {children}
      </QueryProvider>
    </ScopedMessages>
  );
}
