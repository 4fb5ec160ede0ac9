'use client';

import { ArrowLeftIcon, ExternalLinkIcon, LayersIcon, PencilIcon, SendIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/lib/i18n/navigation';
import { nameProblem } from '@/lib/client/pack-edit';
import type { Pack } from '@/lib/client/packs';
import { PACK_ROUTES } from '@/lib/config/pack-routes';
import { packDeepLink } from '@/lib/config/telegram-links';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import { cn } from '@/lib/utils';
import { PackCode } from './pack-code';
import { PackEditBar } from './pack-edit-bar';
import { PackReorderBar, PackReorderButton, PackReorderStatus } from './pack-reorder-bar';
import { PackReorderGrid } from './pack-reorder-grid';
import { type LabelEditAction, PackStickerGrid } from './pack-sticker-grid';
import { TelegramOffShare } from './telegram-off-share';
import type { PackEditor } from './use-pack-editor';
import type { PackReorder } from './use-pack-reorder';
import { VisibilityBadge } from './visibility-badge';

type Props = {
  pack: Pack;
  botUsername: string;
  /** False when this server has no Telegram bot: Add to Telegram then offers the ZIPs and the link. */
  botConfigured: boolean;
  /** 'studio': the owner's page (badge, edit); 'explore': the read-only public page. */
  from: 'studio' | 'explore';
  editor?: PackEditor;
  /**
   * The owner's "Add to Telegram": a ticketed link from the server (components/publishing/
   * use-owner-telegram-link.ts). Without it the button is the plain documented deep link, which only ever
   * hands out the link of a set the owner already made.
   */
  ownerTelegram?: { open: () => void; pending: boolean };
  /** The owner's reorder mode (drag or keyboard), outside edit mode. */
  reorder?: PackReorder;
  /** Under the header: the publishing panel (components/publishing/pack-publishing-panel.tsx). */
  children?: ReactNode;
  /** The owner's "Edit label" on each sticker (components/stickers/edit-label-dialog.tsx). */
  labelEdit?: LabelEditAction;
};

/** One pack, read-only or in edit mode (docs/product-rules.md), for both routes. */
export function PackView({
  pack,
  botUsername,
  botConfigured,
  from,
  editor,
  ownerTelegram,
  reorder,
  children,
  labelEdit,
}: Props) {
  const t = useTranslations('packs');
  const session = editor?.session ?? null;
  const stickers = session?.stickers ?? pack.stickers;
  const telegram = packDeepLink(pack.publicId, botUsername);
  const problem = session ? nameProblem(session.name) : null;

  return (
    <div
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10"
      data-testid="pack-view"
    >
      <Link
        href={from === 'studio' ? PACK_ROUTES.studioTab : PACK_ROUTES.explorePacks}
        className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground"
        data-testid="pack-back"
      >
        <ArrowLeftIcon className="size-4 rtl:rotate-180" aria-hidden="true" />
        {t(from === 'studio' ? 'view.backStudio' : 'view.backExplore')}
      </Link>

      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          {session ? (
            <div className="flex max-w-xl flex-col gap-1.5">
              <label htmlFor="pack-edit-name" className="text-sm font-semibold">
                {t('name.label')}
              </label>
              <div className="relative">
                <Input
                  id="pack-edit-name"
                  value={session.name}
                  maxLength={PACK_LIMITS.nameMax}
                  onChange={(e) => editor?.rename(e.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby="pack-edit-name-error"
                  className="h-12 pe-16 text-lg font-bold"
                  data-testid="pack-name-input"
                />
                <span className="pointer-events-none absolute end-4 top-1/2 -translate-y-1/2 text-xs text-muted-foreground tabular-nums">
                  {session.name.length}/{PACK_LIMITS.nameMax}
                </span>
              </div>
              {problem && (
                <p id="pack-edit-name-error" role="alert" className="text-sm font-medium text-red-600">
                  {t(`errors.${problem}`)}
                </p>
              )}
            </div>
          ) : (
            <h1
              className="text-3xl font-black tracking-tight break-words sm:text-4xl"
              data-testid="pack-title"
            >
              {pack.name}
            </h1>
          )}
          <div className="flex flex-wrap items-center gap-2.5">
            {from === 'studio' && <VisibilityBadge visibility={session?.visibility ?? pack.visibility} />}
            <span className="text-sm font-semibold text-muted-foreground" data-testid="pack-sticker-count">
              {t('stickerCount', { count: stickers.length })}
            </span>
            <PackCode code={pack.publicId} />
          </div>
          {pack.description && !session && (
            <p className="max-w-2xl text-muted-foreground">{pack.description}</p>
          )}
        </div>
        <div
          className={cn('relative flex flex-wrap gap-2', (session || reorder?.active) && 'hidden lg:flex')}
        >
          {!botConfigured ? (
            <TelegramOffShare reference={pack.reference} visibility={pack.visibility} from={from} />
          ) : ownerTelegram ? (
            <Button
              variant="gradient"
              size="lg"
              onClick={ownerTelegram.open}
              disabled={ownerTelegram.pending}
              data-testid="pack-add-telegram"
            >
              {ownerTelegram.pending ? <Spinner className="text-white" /> : <SendIcon aria-hidden="true" />}
              {t('view.addToTelegram')}
            </Button>
          ) : (
            <Button asChild variant="gradient" size="lg">
              <a href={telegram} target="_blank" rel="noopener noreferrer" data-testid="pack-add-telegram">
                <SendIcon aria-hidden="true" />
                {t('view.addToTelegram')}
              </a>
            </Button>
          )}
          {reorder && !session && <PackReorderButton reorder={reorder} />}
          {editor && !session && !reorder?.active && (
            <Button variant="outline" size="lg" onClick={editor.start} data-testid="pack-edit">
              <PencilIcon aria-hidden="true" />
              {t('view.edit')}
            </Button>
          )}
          {from === 'studio' && pack.visibility === 'PUBLIC' && !session && (
            <Button asChild variant="ghost" size="lg">
              <Link href={PACK_ROUTES.publicPack(pack.reference)} data-testid="pack-public-link">
                <ExternalLinkIcon aria-hidden="true" />
                {t('view.publicPage')}
              </Link>
            </Button>
          )}
        </div>
      </header>

      {editor && session && <PackEditBar editor={editor} saved={pack.visibility} />}

      {/* The publishing panel (another branch) renders here, between the header and the stickers. */}
      {children}

      {reorder && <PackReorderStatus reorder={reorder} />}
      {reorder?.active && !session && <PackReorderBar reorder={reorder} />}

      {reorder?.active && !session ? (
        <PackReorderGrid reorder={reorder} />
      ) : stickers.length === 0 && !session ? (
        <EmptyPack onEdit={editor?.start} />
      ) : (
        <PackStickerGrid
          stickers={stickers}
          edit={editor && session ? { onRemove: editor.remove, onAdd: editor.addMore } : undefined}
          labelEdit={labelEdit}
        />
      )}
    </div>
  );
}

/** Every sticker of the pack was deleted (Stickers tab): say so, and let the owner refill it. */
function EmptyPack({ onEdit }: { onEdit?: () => void }) {
  const t = useTranslations('packs.view');
  return (
    <section
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed px-6 py-14 text-center"
      data-testid="pack-empty"
    >
      <div className="grid size-14 place-items-center rounded-2xl bg-violet-50 text-violet-600">
        <LayersIcon className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold">{t('emptyTitle')}</h2>
      <p className="max-w-md text-muted-foreground text-pretty">{t('emptyBody')}</p>
      {onEdit && (
        <Button variant="gradient" onClick={onEdit} data-testid="pack-empty-edit">
          <PencilIcon aria-hidden="true" />
          {t('edit')}
        </Button>
      )}
    </section>
  );
}
