import type { DbOrTx } from '@/lib/db/types';
import { readSetting, writeSetting } from './queries';

// The operator's switches (app_settings): one domain reads and writes them; others ask here.
export const PURCHASES_SETTING = 'purchasesEnabled';
export const MAX_IN_PROGRESS_SETTING = 'maxActionsInProgress';

export const getSetting = readSetting;
export const setSetting = writeSetting;

/** The operator's purchases switch alone (on unless switched off); it stops Stars purchases too. */
export async function purchasesSwitchOn(db: DbOrTx): Promise<boolean> {
  const value = await readSetting(db, PURCHASES_SETTING);
  return value === undefined || value === true || value === 'true';
}
