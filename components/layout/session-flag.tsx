import { SESSION_FLAG_SCRIPT } from '@/lib/client/session-hint';

/**
 * Sets `<html data-session>` when the browser holds a session hint (lib/client/session-hint.ts),
 * before the first paint (which waits for the stylesheets, as this script does), so the header
 * paints in the right state. Inline and synchronous on purpose: a few bytes, no request, and the
 * page stays static.
 */
export function SessionFlag() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_FLAG_SCRIPT }} />;
}
