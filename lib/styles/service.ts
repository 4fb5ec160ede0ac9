import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { cachedPublicData } from '@/lib/cache/public-data';
import type { StyleLook } from '@/lib/config/styles';
import { type PublicStyleDto, normalizeRarity, rarityLabel, type StyleDto } from '@/lib/contracts/styles';
import { chargeCredits, getAvailableCreditsForUser } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import * as q from './queries';

function toStyleDto(row: q.StyleRow, owned: boolean): StyleDto {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    description: row.description,
    categoryName: row.categoryName,
    image: row.imageKey,
    order: row.order,
    rarity: normalizeRarity(row.rarity),
    rarityLabel: rarityLabel(row.rarity),
    costInCredits: row.costInCredits,
    isFree: row.isFree || row.costInCredits === 0,
    owned,
  };
}

/** GET /v1/sticker-styles: every style by order, `owned` for the signed-in user. */
export async function listStyles(db: DbOrTx, userId: string | null): Promise<StyleDto[]> {
  const [rows, owned] = await Promise.all([
    q.listAllStyles(db),
    userId ? q.listOwnedStyleIds(db, userId) : Promise.resolve(new Set<string>()),
  ]);
  return rows.map((r) => toStyleDto(r, owned.has(r.id)));
}

/** GET /v1/sticker-styles/user: the styles the user added or bought, by order. */
export async function listUserStyles(db: DbOrTx, userId: string): Promise<StyleDto[]> {
  return (await listStyles(db, userId)).filter((s) => s.owned);
}

/** GET /v1/sticker-styles/public: one image per style, for anyone; from memory (lib/cache/public-data.ts). */
export function listPublicStyles(db: DbOrTx): Promise<PublicStyleDto[]> {
  return cachedPublicData(db, 'styles', () => loadPublicStyles(db));
}

async function loadPublicStyles(db: DbOrTx): Promise<PublicStyleDto[]> {
  return (await q.listAllStyles(db))
    .filter((r) => r.imageKey)
    .map((r) => ({
      reference: r.reference,
      name: r.name,
      description: r.description,
      image: r.imageKey,
      rarity: normalizeRarity(r.rarity),
      rarityLabel: rarityLabel(r.rarity),
    }));
}

/**
 * POST /v1/sticker-styles/{id}/purchase. Free → added; paid → charged once through the ledger
 * (the key is per user and style, so a double click or a retry never charges twice), then added.
 */
export async function purchaseStyle(db: DbOrTx, userId: string, idOrReference: string) {
  const style = await q.findStyle(db, idOrReference);
  if (!style) throw notFound('Style not found');
  const free = style.isFree || style.costInCredits === 0;
  return db.transaction(async (tx) => {
    if (await q.userOwnsStyle(tx, userId, style.id)) {
      return {
        style: toStyleDto(style, true),
        availableCredits: await getAvailableCreditsForUser(tx, userId),
      };
    }
    let availableCredits: number;
    if (free) {
      availableCredits = await getAvailableCreditsForUser(tx, userId);
    } else {
      try {
        ({ availableCredits } = await chargeCredits(tx, {
          userId,
          credits: style.costInCredits,
          action: 'purchaseStickerStyle',
          description: ledgerDetail('stylePurchase', { name: style.name }),
          idempotencyKey: `style:${userId}:${style.id}`,
        }));
      } catch (err) {
        if (err instanceof ApiError && err.code === 'INSUFFICIENT_CREDITS') {
          throw new ApiError(
            'INSUFFICIENT_CREDITS',
            `You need ${style.costInCredits} credits to purchase this style.`,
            err.details,
          );
        }
        throw err;
      }
    }
    await q.addUserStyle(tx, userId, style.id);
    return { style: toStyleDto(style, true), availableCredits };
  });
}

/** A style the user may draw with: free, added or bought (SPEC §4). */
export type UsableStyle = {
  reference: string;
  name: string;
  description: string;
  prompt: string;
  look: StyleLook | null;
};

/** The chosen catalogue styles, each free or owned; anything else is refused with a clear error. */
export async function resolveUsableStyles(
  db: DbOrTx,
  userId: string,
  references: string[],
): Promise<UsableStyle[]> {
  const rows = await q.findStylesByReferences(db, references);
  const owned = await q.listOwnedStyleIds(db, userId);
  const out: UsableStyle[] = [];
  for (const ref of references) {
    const row = rows.find((r) => r.reference === ref);
    if (!row) throw new ApiError('VALIDATION_ERROR', `Unknown style: ${ref}`);
    if (!(row.isFree || row.costInCredits === 0) && !owned.has(row.id)) {
      throw new ApiError('FORBIDDEN', `Purchase the style “${row.name}” before using it.`);
    }
    out.push({
      reference: row.reference,
      name: row.name,
      description: row.description,
      prompt: row.prompt,
      look: (row.look as StyleLook | null) ?? null,
    });
  }
  return out;
}
