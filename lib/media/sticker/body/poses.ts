import { MOVING } from './poses-moving';
import { STANDING } from './poses-standing';
import type { PoseArt } from './skeleton';

// Every drawn body's pose by id; the ids are also the pose words' keys (parts/words/<lang>.json).
export const POSES: Record<string, PoseArt> = { ...STANDING, ...MOVING };

export const POSE_IDS: readonly string[] = Object.keys(POSES);

/** Poses for a sticker whose words ask for none: cheerful ones that read at a glance. */
export const DEFAULT_POSES: readonly string[] = [
  'wave',
  'thumbs-up',
  'cheer',
  'heart-hands',
  'dance',
  'jump',
];
