import { processStore } from '@/lib/server/process-store';

// Hands a section's HTML from the server component that renders it (written-once.tsx) to the client
// component that writes it into the page (written-once-html.tsx), so that the RSC data does not carry
// the section a second time. Both halves of one render run in the same server process but load this
// module separately, hence one process-wide map. Keys are the HTML's own hash, so pages rendered at
// the same time (every locale at build time) cannot take each other's.

// Sections of the pages being rendered; a build renders a few hundred.
const KEEP = 2000;

const store = () => processStore<string>('writtenOnceHtml');

export function handOffHtml(key: string, html: string): void {
  const s = store();
  if (s.size >= KEEP) s.delete(s.keys().next().value as string);
  s.set(key, html);
}

/** The HTML handed off under this key (server render only). */
export const takeHtml = (key: string): string | null => store().get(key) ?? null;
