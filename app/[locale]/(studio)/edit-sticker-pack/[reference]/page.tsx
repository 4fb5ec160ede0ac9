import { redirect } from 'next/navigation';
import { requirePageUser } from '@/lib/auth/page-guard';
import type { Locale } from '@/lib/config/locales';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { SIGNED_OUT_REDIRECT } from '@/lib/config/routes';
import { localizedPath } from '@/lib/i18n/alternates';

export const dynamic = 'force-dynamic';

// The route list (docs/product-rules.md) has /edit-sticker-pack/{reference}: it is the pack page opened in edit mode.
export default async function Page({ params }: PageProps<'/[locale]/edit-sticker-pack/[reference]'>) {
  const { locale, reference } = await params;
  await requirePageUser(
    locale as Locale,
    SIGNED_OUT_REDIRECT.editPack,
    PACK_ROUTES.studioPackEdit(reference.slice(0, 100)),
  );
  redirect(localizedPath(locale as Locale, PACK_ROUTES.studioPackEdit(reference.slice(0, 100))));
}
