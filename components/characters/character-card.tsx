'use client';

import { CircleAlertIcon, CircleHelpIcon, SparklesIcon, WandSparklesIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Link } from '@/lib/i18n/navigation';
import {
  type Character,
  canDeleteCharacter,
  characterImage,
  characterStatusKind,
} from '@/lib/client/characters';
import { itemProgress } from '@/lib/client/progress';
import { ROUTES } from '@/lib/config/routes';
import { DeleteButton, FavouriteButton } from '@/components/studio/card-buttons';
import { cn } from '@/lib/utils';
import { CharacterStatusBadge } from './character-status-badge';

type Props = {
  character: Character;
  now: number;
  favourite: boolean;
  onToggleFavourite: () => void;
  onDelete: () => void;
};

/** A character in the studio grid (docs/product-rules.md): image, name, status, star, delete, create stickers. */
export function CharacterCard({ character, now, favourite, onToggleFavourite, onDelete }: Props) {
  const t = useTranslations('characters');
  const kind = characterStatusKind(character.status);
  const image = kind === 'created' ? characterImage(character) : null;
  const progress = kind === 'inProgress' ? Math.floor(itemProgress(character, now)) : 0;

  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-3xl border bg-card shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
      data-testid="character-card"
      data-reference={character.reference}
      data-status={character.status}
    >
      <div className="relative aspect-square overflow-hidden bg-gradient-to-br from-violet-50 to-fuchsia-50">
        {image ? (
          <img
            src={image}
            alt={character.name}
            loading="lazy"
            className="size-full object-contain p-3 transition duration-300 group-hover:scale-[1.03]"
            data-testid="character-card-image"
          />
        ) : (
          <Placeholder kind={kind} progress={progress} />
        )}
        {kind === 'created' && (
          <FavouriteButton
            favourite={favourite}
            label={t(favourite ? 'favourite.remove' : 'favourite.add', { name: character.name })}
            onClick={onToggleFavourite}
            testId="character-favourite"
          />
        )}
        {canDeleteCharacter(character.status) && (
          <DeleteButton
            label={t('delete.button', { name: character.name })}
            onClick={onDelete}
            testId="character-delete"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="truncate font-bold leading-tight" title={character.name} data-testid="character-name">
          {character.name}
        </h3>
        <div>
          <CharacterStatusBadge status={character.status} />
        </div>
        {kind === 'inProgress' && (
          <Progress
            value={progress}
            aria-label={t('processing.progress', { name: character.name })}
            className="h-1.5"
          />
        )}
        {kind === 'failed' && <p className="text-xs text-muted-foreground">{t('failedHint')}</p>}
        {kind === 'unknown' && <p className="text-xs text-muted-foreground">{t('unknownHint')}</p>}
        {kind === 'created' && (
          <Button asChild size="sm" variant="secondary" className="mt-auto w-full">
            <Link
              href={{ pathname: ROUTES.createSticker, query: { characterReference: character.reference } }}
              data-testid="character-create-stickers"
            >
              <WandSparklesIcon aria-hidden="true" />
              <span className="truncate">{t('createStickers')}</span>
            </Link>
          </Button>
        )}
      </div>
    </article>
  );
}

function Placeholder({ kind, progress }: { kind: ReturnType<typeof characterStatusKind>; progress: number }) {
  if (kind === 'inProgress') {
    return (
      <div className="grid size-full place-items-center">
        <div className="flex flex-col items-center gap-2 text-violet-600">
          <SparklesIcon className="size-8 animate-pulse" aria-hidden="true" />
          <span className="text-lg font-black tabular-nums">{progress}%</span>
        </div>
      </div>
    );
  }
  const Icon = kind === 'failed' ? CircleAlertIcon : CircleHelpIcon;
  return (
    <div className="grid size-full place-items-center bg-muted/60">
      <Icon
        className={cn('size-9', kind === 'failed' ? 'text-red-400' : 'text-muted-foreground')}
        aria-hidden="true"
      />
    </div>
  );
}
