'use client';

import { GlobeIcon, InfoIcon, LockIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCost } from '@/lib/client/costs';
import { PACK_LIMITS } from '@/lib/contracts/packs';
import type { Visibility } from '@/lib/contracts/stickers';
import { cn } from '@/lib/utils';
import { PublicShareNote } from './public-share-note';
import type { PackEditor } from './use-pack-editor';

/**
 * Edit mode's Save / Cancel, the visibility switch and why Save is disabled (docs/product-rules.md: one reading
 * disables Save under 4 stickers; the API allows 1, so the rule is explained rather than silent).
 */
export function PackEditBar({ editor, saved }: { editor: PackEditor; saved: Visibility }) {
  const t = useTranslations('packs.edit');
  const tc = useTranslations('common');
  const updateCost = useCost('updateStickerPack');
  const surchargeBase = useCost('privateStickerPackCreationCost') - useCost('publicStickerPackCreationCost');
  const session = editor.session;
  if (!session) return null;
  const visibility = session.visibility ?? saved;
  const cost = updateCost + (saved === 'PUBLIC' && visibility === 'PRIVATE' ? Math.max(0, surchargeBase) : 0);
  const count = session.stickers.length;
  const reason =
    editor.blocker === 'belowRecommended'
      ? t('belowRecommended', {
          missing: PACK_LIMITS.softMinStickers - count,
          min: PACK_LIMITS.softMinStickers,
        })
      : editor.blocker === 'tooMany'
        ? t('tooMany', { max: PACK_LIMITS.maxStickers })
        : null;

  return (
    <div
      className="flex flex-col gap-3 rounded-3xl border border-violet-200 bg-violet-50/60 p-4 sm:flex-row sm:items-center sm:p-5"
      data-testid="pack-edit-bar"
    >
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2" role="radiogroup" aria-label={t('visibility')}>
          <span className="text-sm font-semibold">{t('visibility')}</span>
          {(['PRIVATE', 'PUBLIC'] as const).map((v) => {
            const Icon = v === 'PUBLIC' ? GlobeIcon : LockIcon;
            return (
              <button
                key={v}
                type="button"
                role="radio"
                aria-checked={visibility === v}
                onClick={() => editor.setVisibility(v)}
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-xs font-bold transition',
                  visibility === v
                    ? 'border-violet-600 bg-violet-600 text-white'
                    : 'bg-background hover:bg-muted',
                )}
                data-testid={`pack-edit-visibility-${v.toLowerCase()}`}
              >
                <Icon className="size-3.5" aria-hidden="true" />
                {t(v === 'PUBLIC' ? 'public' : 'private')}
              </button>
            );
          })}
        </div>
        {saved !== 'PUBLIC' && visibility === 'PUBLIC' && <PublicShareNote />}
        {reason ? (
          <p
            className="flex items-start gap-2 text-sm text-amber-900"
            role="status"
            data-testid="pack-save-reason"
          >
            <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {reason}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            {cost > 0 ? t('cost', { cost }) : t('free')} {t('hint')}
          </p>
        )}
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <Button
          variant="outline"
          onClick={editor.cancel}
          disabled={editor.saving}
          className="flex-1 sm:flex-none"
          data-testid="pack-edit-cancel"
        >
          {tc('cancel')}
        </Button>
        <Button
          variant="gradient"
          onClick={editor.save}
          disabled={editor.saving || editor.blocker !== null}
          className="flex-1 sm:flex-none"
          data-testid="pack-edit-save"
        >
          {editor.saving && <Spinner className="text-white" />}
          {editor.saving ? t('saving') : t('save')}
        </Button>
      </div>
    </div>
  );
}
