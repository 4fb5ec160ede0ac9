'use client';

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
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
 * cleared after a successful create, except the paid AI ideas. `isLoaded()` says whether the stored
 * draft has been read: the first effect after mounting reads it, before the effects of the component
 * that calls this hook, and renders again only when there is one.
 */
export function useStickerDraft(userKey: string, language: LabelLanguageCode) {
  const [draft, setDraft] = useState<StickerDraft>(() => newDraft(language));
  // The untouched new draft is not worth storing (no stored draft means the same).
  const pristine = useRef(draft);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (loadedFor.current === userKey) return;
    loadedFor.current = userKey;
    const stored = parseDraft(storage()?.getItem(draftKey(userKey)) ?? null, newDraft(language));
    // A transition: the whole form renders again, in slices that let input go first. Changes made
    // meanwhile (a preselected character) apply on top of it, in the order they were made.
    if (stored) startTransition(() => setDraft(stored));
  }, [userKey, language]);

  useEffect(() => {
    if (loadedFor.current !== userKey || draft === pristine.current) return;
    storage()?.setItem(draftKey(userKey), JSON.stringify(draft));
  }, [draft, userKey]);

  const update = useCallback(
    (patch: Partial<StickerDraft> | ((d: StickerDraft) => Partial<StickerDraft>)) => {
      setDraft((d) => patchDraft(d, typeof patch === 'function' ? patch(d) : patch));
    },
    [],
  );

  const clear = useCallback(() => {
    storage()?.removeItem(draftKey(userKey));
    setDraft((d) => resetDraft(d, language));
  }, [userKey, language]);

  const isLoaded = useCallback(() => loadedFor.current === userKey, [userKey]);

  return { draft, update, clear, isLoaded };
}
