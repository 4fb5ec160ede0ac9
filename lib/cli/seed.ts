import { markPublicDataChanged } from '@/lib/cache/public-data';
import { seedDatabase } from '@/lib/db/seed';
import type { Database } from '@/lib/db/types';

/**
 * npm run db:seed on a live database: the seed may add plans or styles that running servers keep in
 * memory (lib/cache/public-data.ts), so each of them is told to drop its copy once the rows are in.
 * The seed itself stays in lib/db and knows no cache.
 */
export async function seedLiveDatabase(db: Database): Promise<void> {
  await seedDatabase(db);
  await markPublicDataChanged(db, 'pricing');
  await markPublicDataChanged(db, 'styles');
}
