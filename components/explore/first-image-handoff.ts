// Hands the first sticker's image, read as a data: URI by the server component that loads explore's
// page (explore-screen.tsx), to the client card that writes it into the HTML (first-image.tsx), so that
// the page's largest paint on a phone needs no request after the document, and the RSC data does not
// carry the bytes a second time. Both halves of one render run in the same server process but load
// this module separately, hence one process-wide map.
import { processStore } from '@/lib/server/process-store';

// A few distinct first images at most (one per tab and search shown recently).
const KEEP = 32;

const store = () => processStore<string>('exploreFirstImage');

/** Called by the server component before it renders the cards. */
export function handOffFirstImage(url: string, dataUri: string): void {
  const s = store();
  if (s.size >= KEEP && !s.has(url)) s.clear();
  s.set(url, dataUri);
}

/** The data: URI handed off for this address (server render only). */
export const takeFirstImage = (url: string): string | null => store().get(url) ?? null;
