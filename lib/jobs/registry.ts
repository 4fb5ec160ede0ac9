import 'server-only';
import { characterSweepTarget } from '@/lib/characters/sweep';
import { createCharacterJob } from '@/lib/characters/jobs';
import { generateStickersJob } from '@/lib/stickers/jobs';
import { stickerSweepTarget } from '@/lib/stickers/sweep';
import type { SweepTarget } from './sweeper';
import type { AnyJob } from './types';

// Every job and every table the sweeper watches. Add a domain's job and sweep target here.
export const JOBS: readonly AnyJob[] = [createCharacterJob, generateStickersJob];

export const SWEEP_TARGETS: readonly SweepTarget[] = [characterSweepTarget, stickerSweepTarget];
