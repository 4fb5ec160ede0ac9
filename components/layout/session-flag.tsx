import { SESSION_FLAG_SCRIPT } from '@/lib/client/session-hint';

/**
 * Runs before the header is parsed: `<html data-session>` when the browser holds a session hint
 * (lib/client/session-hint.ts), so the first paint already shows the right header state. Inline and
 * synchronous on purpose: a few bytes, no request, and the page stays static.
 */
export function SessionFlag() {
  return <script dangerouslySetInnerHTML={{ __html: SESSION_FLAG_SCRIPT }} />;
}
