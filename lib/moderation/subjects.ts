import 'server-only';
import {
  characterSubjects,
  findCharacterSubject,
  recentPublicCharacters,
  setCharacterModeration,
} from '@/lib/characters/moderation';
import type { ModerationState, ModerationSubject, ReportKind } from '@/lib/contracts/moderation';
import type { DbOrTx } from '@/lib/db/types';
import { findPackSubject, packSubjects, recentPublicPacks, setPackModeration } from '@/lib/packs/moderation';
import {
  findStickerSubject,
  recentPublicStickers,
  setStickerModeration,
  stickerSubjects,
} from '@/lib/stickers/moderation';

// The three kinds of reportable item, each owned by its domain: moderation reads and moves them only
// through these functions (docs/architecture.md: a domain's tables are written by its own code).
type Kind = {
  find(db: DbOrTx, by: { reference?: string; id?: string }): Promise<ModerationSubject | undefined>;
  many(db: DbOrTx, ids: string[]): Promise<ModerationSubject[]>;
  recent(db: DbOrTx, limit: number): Promise<ModerationSubject[]>;
  set(db: DbOrTx, id: string, state: ModerationState | null): Promise<boolean>;
};

export const SUBJECTS: Record<ReportKind, Kind> = {
  sticker: {
    find: findStickerSubject,
    many: stickerSubjects,
    recent: recentPublicStickers,
    set: setStickerModeration,
  },
  pack: { find: findPackSubject, many: packSubjects, recent: recentPublicPacks, set: setPackModeration },
  character: {
    find: findCharacterSubject,
    many: characterSubjects,
    recent: recentPublicCharacters,
    set: setCharacterModeration,
  },
};
