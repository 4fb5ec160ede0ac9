import 'server-only';
import type { Locale } from '@/lib/config/locales';
import type { StyleDto } from '@/lib/contracts/styles';
import { getDb } from '@/lib/db';
import { asSent } from '@/lib/utils';
import { listStyles } from './service';

/** Every style in `locale`, with `owned` for the user, exactly as `GET /v1/sticker-styles` sends it. */
export async function stylesForFirstRender(userId: string, locale: Locale): Promise<StyleDto[]> {
  return asSent(await listStyles(await getDb(), userId, locale));
}
