import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The version of the lazy texts (docs/decisions.md): a hash of what /i18n/<locale>/<ns>.json serves. Computed
// by next.config.ts at build time and compiled into both the browser code that asks for the texts
// and the route that answers (process.env.STICKERFY_TEXTS_VERSION), so a page asks for
// `<ns>.<version>.json` and that address can be kept by the browser for good: another build with
// other texts asks at another address. Read only by next.config.ts (Node), never bundled.

const LENGTH = 10;
export const TEXTS_VERSION_PATTERN = new RegExp(`^[0-9a-f]{${LENGTH}}$`);

/**
 * The texts (messages/*.json), how namespaces are picked and English fills gaps (lib/i18n/client-messages.ts,
 * lib/i18n/locale-messages.ts) and the compiler that turns them into what is served (next-intl's version).
 */
export function textsVersion(root: string): string {
  const hash = createHash('sha256');
  const messages = path.join(root, 'messages');
  for (const file of fs
    .readdirSync(messages)
    .filter((f) => f.endsWith('.json'))
    .sort())
    hash.update(file).update(fs.readFileSync(path.join(messages, file)));
  for (const file of ['client-messages.ts', 'locale-messages.ts'])
    hash.update(fs.readFileSync(path.join(root, 'lib', 'i18n', file)));
  const intl = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'next-intl', 'package.json'), 'utf8'),
  );
  hash.update(String(intl.version));
  return hash.digest('hex').slice(0, LENGTH);
}
