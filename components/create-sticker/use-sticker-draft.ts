'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { LabelLanguageCode } from '@/lib/config/label-languages';
import { draftKey, parseDraft } from '@/lib/client/sticker-draft-storage';
import { newDraft, patchDraft, resetDraft, type StickerDraft } from '@/lib/client/sticker-form';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The create-sticker state (docs/product-rules.md), kept in this browser per user so a reload keeps the draft;
 * cleared after a successful create, except the paid AI ideas. `ready` turns true once the stored
 * draft has been read.
 */
export function useStickerDraft(userKey: string | undefined, language: LabelLanguageCode) {
  const [draft, setDraft] = useState<StickerDraft>(() => newDraft(language));
  const [ready, setReady] = useState(false);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userKey || loadedFor.current === userKey) return;
    loadedFor.current = userKey;
    const stored = parseDraft(storage()?.getItem(draftKey(userKey)) ?? null, newDraft(language));
    if (stored) setDraft(stored);
    setReady(true);
  }, [userKey, language]);

  useEffect(() => {
    if (!ready || !userKey) return;
    storage()?.setItem(draftKey(userKey), JSON.stringify(draft));
  }, [draft, ready, userKey]);

  const update = useCallback(
    (patch: Partial<StickerDraft> | ((d: StickerDraft) => Partial<StickerDraft>)) => {
      setDraft((d) => patchDraft(d, typeof patch === 'function' ? patch(d) : patch));
    },
    [],
  );

  const clear = useCallback(() => {
    if (userKey) storage()?.removeItem(draftKey(userKey));
    setDraft((d) => resetDraft(d, language));
  }, [userKey, language]);

  return { draft, update, clear, ready };
}
