import { Maximize2Icon, WandSparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { PackDto } from '@/lib/contracts/packs';
import type { PublicStickerDto } from '@/lib/contracts/stickers';
import type { ExploreCharacter } from '@/lib/config/explore';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';

// View-only cards (SPEC §2: public listings hide favourites, badges, delete and editing).
const tile = 'rounded-2xl border bg-card shadow-xs transition hover:-translate-y-0.5 hover:shadow-md';

/** A public sticker; its view-only action (SPEC §2) opens it large (explore-results' viewer). */
export function ExploreStickerCard({
  sticker,
  eager,
  first = false,
  onView,
}: {
  sticker: PublicStickerDto;
  eager: boolean;
  /** The page's first image, its largest paint on a phone: fetched before the scripts. */
  first?: boolean;
  onView: () => void;
}) {
  const t = useTranslations('explore');
  return (
    <figure className={`${tile} group relative flex flex-col overflow-hidden`} data-testid="explore-sticker">
      <button
        type="button"
        onClick={onView}
        aria-label={t('viewSticker', { name: sticker.name })}
        className="bg-gradient-to-br from-violet-50/80 via-background to-fuchsia-50/60 aspect-square cursor-zoom-in p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
        data-testid="explore-sticker-view"
      >
        {sticker.data.image && (
          <img
            {...stickerSources(sticker.data, STICKER_SLOTS.grid)}
            alt={sticker.name}
            width={256}
            height={256}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            decoding="async"
            className="size-full object-contain drop-shadow-sm transition group-hover:scale-[1.03]"
          />
        )}
        <span className="absolute end-2 top-2 grid size-8 place-items-center rounded-full bg-background/85 text-muted-foreground shadow-xs transition group-hover:text-foreground">
          <Maximize2Icon className="size-4" aria-hidden="true" />
        </span>
      </button>
      <figcaption className="truncate border-t px-3 py-2 text-sm font-semibold" title={sticker.name} data-ugc>
        {sticker.name}
      </figcaption>
    </figure>
  );
}

export function ExplorePackCard({ pack, eager }: { pack: PackDto; eager: boolean }) {
  const t = useTranslations('explore');
  const preview = pack.stickers.slice(0, 4);
  return (
    <Link
      href={`/explore/sticker-pack/${pack.reference}`}
      prefetch={false}
      className={`${tile} flex flex-col overflow-hidden focus-visible:ring-2 focus-visible:ring-ring`}
      data-testid="explore-pack"
    >
      <div className="bg-gradient-to-br from-violet-50/80 via-background to-fuchsia-50/60 grid aspect-square grid-cols-2 gap-1 p-2">
        {preview.map((s) =>
          s.data.image ? (
            <img
              key={s.reference}
              {...stickerSources(s.data, STICKER_SLOTS.quarter)}
              alt=""
              width={128}
              height={128}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-contain"
            />
          ) : (
            <span key={s.reference} />
          ),
        )}
      </div>
      <div className="flex flex-col gap-0.5 border-t px-3 py-2.5">
        <span className="truncate font-semibold" title={pack.name} data-ugc>
          {pack.name}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {t('stickerCount', { count: pack.stickerCount })}
        </span>
      </div>
    </Link>
  );
}

export function ExploreCharacterCard({ character }: { character: ExploreCharacter }) {
  const t = useTranslations('explore');
  return (
    <article className={`${tile} flex flex-col overflow-hidden`} data-testid="explore-character">
      <div className="bg-gradient-to-br from-violet-50/80 via-background to-fuchsia-50/60 aspect-square p-3">
        {character.avatar && (
          <img
            src={character.avatar}
            alt={character.name}
            width={256}
            height={256}
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 border-t px-3 py-2.5">
        <div>
          <h3 className="truncate font-semibold" data-ugc>
            {character.name}
          </h3>
          <p className="line-clamp-2 text-sm text-muted-foreground" data-ugc>
            {character.description}
          </p>
        </div>
        <Link
          href={{ pathname: '/create-character', query: { remix: character.reference } }}
          prefetch={false}
          className="mt-auto inline-flex items-center gap-1.5 self-start rounded-full bg-violet-50 px-3 py-1.5 text-sm font-semibold text-violet-700 hover:bg-violet-100"
        >
          <WandSparklesIcon className="size-4" aria-hidden="true" />
          {t('remix')}
        </Link>
      </div>
    </article>
  );
}
