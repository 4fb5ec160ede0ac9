import 'server-only';
import type { AnimationPreset } from '@/lib/config/animation';
import type { AnimationDto, AnimationStatus } from '@/lib/contracts/animation';
import { blobUrl } from '@/lib/storage';
import type { AnimationRow } from './animation-queries';

/** The addresses follow the sticker's own files' space (private ones are served to their owner only). */
export function toAnimationDto(row: AnimationRow): AnimationDto {
  const url = (key: string | null) => (key ? blobUrl(key) : null);
  return {
    status: row.status as AnimationStatus,
    preset: row.preset as AnimationPreset,
    shownPreset: (row.shownPreset as AnimationPreset | null) ?? null,
    errorCode: row.errorCode,
    video: url(row.videoKey),
    animatedWebp: url(row.animatedWebpKey),
    poster: url(row.posterKey),
  };
}
