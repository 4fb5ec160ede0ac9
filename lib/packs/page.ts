import 'server-only';
import { cache } from 'react';
import type { PackDto } from '@/lib/contracts/packs';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors';
import { getPublicPackCached } from './public';

/**
 * The public pack page's read (server components open no database themselves): a public pack by
 * reference or code through the per-instance cache, or null for a private or missing one (docs/product-rules.md).
 * React's cache() shares one read between generateMetadata and the page.
 */
export const loadPublicPack = cache(async (reference: string): Promise<PackDto | null> => {
  try {
    return await getPublicPackCached(await getDb(), reference);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
});
