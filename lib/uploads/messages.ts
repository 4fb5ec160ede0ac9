import { createTranslator } from 'use-intl/core';
import en from '@/messages/en.json';

type UploadMessageKey = keyof typeof en.uploads;

// Through next-intl's formatter: in the build, message files arrive precompiled (next.config.ts).
const t = createTranslator({ locale: 'en', messages: en, namespace: 'uploads' });

/** English server messages from the `uploads` namespace; clients translate by error code. */
export function uploadMessage(key: UploadMessageKey, vars: Record<string, string | number> = {}): string {
  return t(key, vars);
}
