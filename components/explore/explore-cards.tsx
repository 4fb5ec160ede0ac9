import { WandSparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { STICKER_SLOTS, stickerSources } from '@/components/stickers/sticker-sources';
import { CssIcon } from '@/components/ui/css-icon';
import { Link } from '@/lib/i18n/navigation';
import type { PackDto } from '@/lib/contracts/packs';
import type { PublicStickerDto } from '@/lib/contracts/stickers';
import type { ExploreCharacter } from '@/lib/contracts/explore';
import { FirstImage } from './first-image';
import { MovingSticker } from './moving-sticker';
import { ReportButton } from './report-button';

// View-only cards (docs/product-rules.md: public listings hide favourites, badges, delete and editing).
// Their classes (ex-*) live in explore's sheet: explore-cards.css.

// A phone's two-column grid: Chrome's own lazy-load distance (~1 250 px below the screen) fetched
// 17 thumbnails before anyone scrolled (docs/measurements.md). A card past the phone's first screen
// offers phones an empty picture until the grid releases it (use-phone-release.ts: near the screen);
// wider screens, whose first screen holds more cards, keep the browser's lazy loading. Without
// JavaScript nothing would release it: the empty source applies only where scripts run.
const PHONE = '(max-width: 639px) and (scripting: enabled)';
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Past a phone's first screen (`defer`), and whether its image is still held back there (`hold`). */
type PhoneHold = { phoneDefer?: boolean; phoneHold?: boolean };

/**
 * A deferred card's image inside a <picture> (display: contents keeps the layout) whose empty phone
 * source goes once the card is near: the same <img> then loads its own sources.
 */
function PhoneHeld({
  defer = false,
  hold = false,
  children,
}: {
  defer?: boolean;
  hold?: boolean;
  children: React.ReactNode;
}) {
  if (!defer) return children;
  return (
    <picture className="ex-contents">
      {hold && <source media={PHONE} srcSet={BLANK} />}
      {children}
    </picture>
  );
}

/** A public sticker; its view-only action (docs/product-rules.md) opens it large (explore-results' viewer). */
export function ExploreStickerCard({
  sticker,
  eager,
  first = false,
  phoneDefer,
  phoneHold,
  onView,
}: PhoneHold & {
  sticker: PublicStickerDto;
  eager: boolean;
  /** The page's first image, its largest paint on a phone: fetched before the scripts. */
  first?: boolean;
  onView: () => void;
}) {
  const t = useTranslations('explore');
  return (
    <figure className="ex-tile ex-sticker" data-testid="explore-sticker">
      <button
        type="button"
        onClick={onView}
        aria-label={t('viewSticker', { name: sticker.name })}
        className="ex-backdrop ex-view"
        data-testid="explore-sticker-view"
      >
        {sticker.data.image && (
          <PhoneHeld defer={phoneDefer} hold={phoneHold}>
            <FirstImage thumb={first ? (sticker.data.thumb ?? null) : null}>
              <img
                {...stickerSources(sticker.data, STICKER_SLOTS.grid)}
                alt={sticker.name}
                width={256}
                height={256}
                loading={eager ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : undefined}
                decoding="async"
                className="ex-image"
              />
            </FirstImage>
          </PhoneHeld>
        )}
        {sticker.animation && <MovingSticker video={sticker.animation.video} hold={phoneHold} />}
        <span className="ex-expand">
          <CssIcon name="maximize2" className="size-4" />
        </span>
      </button>
      <figcaption className="ex-caption" title={sticker.name} data-ugc>
        {sticker.name}
      </figcaption>
    </figure>
  );
}

export function ExplorePackCard({
  pack,
  eager,
  phoneDefer,
  phoneHold,
}: PhoneHold & { pack: PackDto; eager: boolean }) {
  const t = useTranslations('explore');
  const preview = pack.stickers.slice(0, 4);
  return (
    <Link
      href={`/explore/sticker-pack/${pack.reference}`}
      prefetch={false}
      className="ex-tile focus-visible:ring-2 focus-visible:ring-ring"
      data-testid="explore-pack"
    >
      <div className="ex-backdrop ex-previews">
        {preview.map((s) =>
          s.data.image ? (
            <PhoneHeld key={s.reference} defer={phoneDefer} hold={phoneHold}>
              <img
                {...stickerSources(s.data, STICKER_SLOTS.quarter)}
                alt=""
                width={128}
                height={128}
                loading={eager ? 'eager' : 'lazy'}
                decoding="async"
                className="ex-contain"
              />
            </PhoneHeld>
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
    <article className="ex-tile" data-testid="explore-character">
      <div className="ex-backdrop p-3">
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
        <div className="mt-auto flex flex-wrap items-center justify-between gap-1">
          <Link
            href={{ pathname: '/create-character', query: { remix: character.reference } }}
            prefetch={false}
            className="inline-flex items-center gap-1.5 rounded-full bg-violet-50 px-3 py-1.5 text-sm font-semibold text-violet-700 hover:bg-violet-100"
          >
            <WandSparklesIcon className="size-4" aria-hidden="true" />
            {t('remix')}
          </Link>
          <ReportButton kind="character" reference={character.reference} name={character.name} />
        </div>
      </div>
    </article>
  );
}
