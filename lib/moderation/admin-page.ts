import 'server-only';
import { getCurrentUser } from '@/lib/auth/current-user';
import { getDb } from '@/lib/db';
import { isAdmin, loadModerationOverview, type ModerationOverview } from './admin';

/** The admin page's data, or null for anyone not named in ADMIN_EMAILS (the page is then a 404). */
export async function loadAdminPage(headers: Headers): Promise<ModerationOverview | null> {
  const user = await getCurrentUser(headers);
  if (!isAdmin(user)) return null;
  return loadModerationOverview(await getDb());
}
