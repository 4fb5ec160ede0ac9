'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Skeleton } from '@/components/ui/skeleton';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiRequestError } from '@/lib/client/api-fetch';
import { readPackEdit } from '@/lib/client/pack-edit';
import { packQueryOptions } from '@/lib/client/packs';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { ROUTES } from '@/lib/config/routes';
import { PackNotFound } from './pack-not-found';
import { PackView } from './pack-view';
import { PackPublishingPanel } from '@/components/publishing/pack-publishing-panel';
import { ModerationNote } from '@/components/studio/moderation-note';
import { useLabelEditAction } from '@/components/stickers/use-label-edit-action';
import { useOwnerTelegramLink } from '@/components/publishing/use-owner-telegram-link';
import { usePackEditor } from './use-pack-editor';
import { usePackReorder } from './use-pack-reorder';

type Props = { reference: string; botUsername: string; botConfigured: boolean; startEditing: boolean };

/**
 * /creator-studio/sticker-pack/{reference}: the owner's pack with an authenticated fetch (docs/product-rules.md).
 * A pack that is missing (or not yours) shows the not-found view; a load failure while editing goes
 * to /creator-studio (docs/product-rules.md).
 */
export function OwnerPackPage({ reference, botUsername, botConfigured, startEditing }: Props) {
  const t = useTranslations('packs');
  const router = useRouter();
  const query = useQuery(packQueryOptions(reference));
  const editor = usePackEditor(query.data, { startEditing });
  const ownerTelegram = useOwnerTelegramLink(reference);
  const reorder = usePackReorder(query.data);
  const handled = useRef(false);
  const qc = useQueryClient();
  const labelEdit = useLabelEditAction({
    onSaved: () => qc.invalidateQueries({ queryKey: packQueryOptions(reference).queryKey }),
    // A sticker drawn before labels could be edited is drawn again from the Stickers tab.
    onRegenerate: () => router.push(ROUTES.studioTab('stickers')),
  });

  useEffect(() => {
    if (!query.isError || handled.current) return;
    handled.current = true;
    const missing = query.error instanceof ApiRequestError && query.error.status === 404;
    if (!missing) toast.error(t('toasts.loadFailed'));
    if (startEditing || readPackEdit(reference)) router.replace(ROUTES.studio);
  }, [query.isError, query.error, startEditing, reference, router, t]);

  // ?edit=1 did its job once edit mode is on: a later reload shows the saved pack, not a fresh edit.
  useEffect(() => {
    if (startEditing && editor.editing) router.replace(PACK_ROUTES.studioPack(reference), { scroll: false });
  }, [startEditing, editor.editing, reference, router]);

  if (query.isPending) {
    return (
      <div
        className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10"
        role="status"
        aria-busy="true"
        aria-label={t('view.loading')}
        data-testid="pack-loading"
      >
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-8 w-96 max-w-full rounded-full" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 xl:grid-cols-6">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="aspect-square rounded-3xl" />
          ))}
        </div>
      </div>
    );
  }
  if (query.isError || !query.data) return <PackNotFound fallbackHref={PACK_ROUTES.studioTab} />;
  return (
    <PackView
      pack={query.data}
      botUsername={botUsername}
      botConfigured={botConfigured}
      from="studio"
      editor={editor}
      ownerTelegram={ownerTelegram}
      reorder={reorder}
      labelEdit={labelEdit.action}
    >
      <ModerationNote state={query.data.moderation} className="text-sm" />
      <PackPublishingPanel
        reference={query.data.reference}
        visibility={query.data.visibility}
        isOwner
        botConfigured={botConfigured}
      />
      {labelEdit.dialog}
    </PackView>
  );
}
