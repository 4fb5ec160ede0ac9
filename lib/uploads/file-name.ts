import { uploadMessage } from './messages';

/** The browser may name the file in `X-File-Name` (URI-encoded) so error messages can quote it. */
export function uploadFileName(headers: Headers): string {
  const raw = headers.get('x-file-name');
  let name = '';
  if (raw) {
    try {
      name = decodeURIComponent(raw);
    } catch {
      name = raw;
    }
  }
  name = [...name]
    .filter((ch) => ch >= ' ' && ch !== '\u007f')
    .join('')
    .trim()
    .slice(0, 120);
  return name || uploadMessage('defaultFileName');
}
