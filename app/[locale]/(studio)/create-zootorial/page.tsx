import { redirect } from 'next/navigation';
import type { Locale } from '@/lib/config/locales';
import { LEGACY_REDIRECTS } from '@/lib/config/routes';
import { localizedPath } from '@/lib/i18n/alternates';

export const dynamic = 'force-dynamic';

// Product rule (docs/product-rules.md): the Projects tab's target. There is no projects feature: old links land on sticker
// creation in their own language (which sends a signed-out visitor on as it always does).
export default async function Page({ params }: PageProps<'/[locale]/create-zootorial'>) {
  const { locale } = await params;
  redirect(localizedPath(locale as Locale, LEGACY_REDIRECTS['/create-zootorial']));
}
