import 'server-only';
import { normalizePromoCode, PROMO_CODE_MAX_LENGTH } from '@/lib/contracts/promo';
import { env } from '@/lib/env';

export type SeedCode = { code: string; credits: number };

/** 'WELCOME50:50,BIG:1000' → codes with their credits; malformed items are skipped. */
export function parseE2ePromoCodes(raw: string | undefined): SeedCode[] {
  if (!raw) return [];
  return raw.split(',').flatMap((item) => {
    const [rawCode = '', rawCredits = ''] = item.split(':');
    const code = normalizePromoCode(rawCode);
    const credits = Number(rawCredits);
    if (!code || code.length > PROMO_CODE_MAX_LENGTH || /\s/.test(code)) return [];
    if (!Number.isInteger(credits) || credits < 1) return [];
    return [{ code, credits }];
  });
}

/**
 * Test-only: the e2e server runs PGlite in its own process, so the promo CLI cannot reach it while it
 * runs. With E2E_PROMO_CODES set and an embedded database, the server makes sure those codes exist.
 */
export async function ensureE2ePromoCodes(): Promise<void> {
  const e = env();
  const codes = parseE2ePromoCodes(e.e2ePromoCodes);
  if (codes.length === 0 || e.modes.database !== 'embedded') return;
  try {
    const [{ getDb }, { insertPromo }] = await Promise.all([import('@/lib/db'), import('./queries')]);
    const db = await getDb();
    for (const c of codes) await insertPromo(db, { ...c, expiresAt: null, maxRedemptions: null });
    console.log(`[promo] e2e codes ready: ${codes.map((c) => c.code).join(', ')}`);
  } catch (err) {
    console.error('[promo] e2e promo seed failed', err);
  }
}
