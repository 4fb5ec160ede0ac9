import 'server-only';
import type { CharacterDto } from '@/lib/contracts/characters';
import { getDb } from '@/lib/db';
import { asSent } from '@/lib/utils';
import { listCharacters } from './service';

/** The browser's list reads this many per request (lib/client/characters.ts). */
const PAGE_SIZE = 100;

/**
 * The signed-in creator's characters for a page's first render, exactly as `GET /v1/characters`
 * sends them (through JSON), so the page's HTML already shows them instead of a skeleton that waits
 * for the scripts and a request (docs/measurements.md). Null, and the browser loads the list as
 * before, when it needs more than one page.
 */
export async function charactersForFirstRender(userId: string): Promise<CharacterDto[] | null> {
  const db = await getDb();
  const { items, nextCursor } = await listCharacters(db, userId, { limit: PAGE_SIZE });
  if (nextCursor) return null;
  return asSent(items);
}
