import en from '@/messages/en.json';

type UploadMessageKey = keyof typeof en.uploads;

/** English server messages from the `uploads` namespace; clients translate by error code. */
export function uploadMessage(key: UploadMessageKey, vars: Record<string, string | number> = {}): string {
  const text: string = en.uploads[key];
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
