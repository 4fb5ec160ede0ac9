import 'server-only';
import { ledgerDetail } from '@/lib/credits/detail';
import { cachedPublicData } from '@/lib/cache/public-data';
import { DEFAULT_LOCALE, type Locale } from '@/lib/config/locales';
import type { StyleLook } from '@/lib/config/styles';
import { type PublicStyleDto, normalizeRarity, rarityLabel, type StyleDto } from '@/lib/contracts/styles';
import { chargeCredits, getAvailableCreditsForUser } from '@/lib/credits/service';
import type { DbOrTx } from '@/lib/db/types';
import { ApiError, notFound } from '@/lib/errors';
import { localizeStyle, styleTextsFor } from '@/lib/i18n/style-catalogue';
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

/**
 * GET /v1/sticker-styles: every style by order, `owned` for the signed-in user, named in the
 * reader's language (the stored English stays the style's text for prompts and the renderer).
 */
export async function listStyles(
  db: DbOrTx,
  userId: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StyleDto[]> {
  const [rows, owned, texts] = await Promise.all([
    q.listAllStyles(db),
    userId ? q.listOwnedStyleIds(db, userId) : Promise.resolve(new Set<string>()),
    styleTextsFor(locale),
  ]);
  return rows.map((r) => localizeStyle(toStyleDto(r, owned.has(r.id)), texts));
}

/** GET /v1/sticker-styles/user: the styles the user added or bought, by order. */
export async function listUserStyles(
  db: DbOrTx,
  userId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<StyleDto[]> {
  return (await listStyles(db, userId, locale)).filter((s) => s.owned);
}

/**
 * GET /v1/sticker-styles/public: one image per style, for anyone, in the reader's language; from
 * memory per language (lib/cache/public-data.ts).
 */
export function listPublicStyles(db: DbOrTx, locale: Locale = DEFAULT_LOCALE): Promise<PublicStyleDto[]> {
  return cachedPublicData(db, 'styles', () => loadPublicStyles(db, locale), locale);
}

async function loadPublicStyles(db: DbOrTx, locale: Locale): Promise<PublicStyleDto[]> {
  const [rows, texts] = await Promise.all([q.listAllStyles(db), styleTextsFor(locale)]);
  return rows
    .filter((r) => r.imageKey)
    .map((r) =>
      localizeStyle(
        {
          reference: r.reference,
          name: r.name,
          description: r.description,
          image: r.imageKey,
          rarity: normalizeRarity(r.rarity),
          rarityLabel: rarityLabel(r.rarity),
        },
        texts,
      ),
    );
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
          // The reference lets the history name the style in the reader's language.
          description: ledgerDetail('stylePurchase', { name: style.name, style: style.reference }),
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

/** A style the user may draw with: free, added or bought (docs/product-rules.md). */
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
