'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { newPackDraft, type PackDraft, packDraftKey, parsePackDraft } from '@/lib/client/pack-draft';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The create-pack state, kept in this browser per user so a reload keeps it; cleared after a
 * successful create. `ready` turns true once the stored draft has been read.
 */
export function usePackDraft(userKey: string | undefined) {
  const [draft, setDraft] = useState<PackDraft>(newPackDraft);
  const [ready, setReady] = useState(false);
  const loadedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!userKey || loadedFor.current === userKey) return;
    loadedFor.current = userKey;
    const stored = parsePackDraft(storage()?.getItem(packDraftKey(userKey)) ?? null);
    if (stored) setDraft(stored);
    setReady(true);
  }, [userKey]);

  useEffect(() => {
    if (!ready || !userKey) return;
    try {
      storage()?.setItem(packDraftKey(userKey), JSON.stringify(draft));
    } catch {}
  }, [draft, ready, userKey]);

  const update = useCallback((patch: Partial<PackDraft> | ((d: PackDraft) => PackDraft)) => {
    setDraft((d) => (typeof patch === 'function' ? patch(d) : { ...d, ...patch }));
  }, []);

  const clear = useCallback(() => {
    if (userKey) storage()?.removeItem(packDraftKey(userKey));
    setDraft(newPackDraft());
  }, [userKey]);

  return { draft, update, clear, ready };
}
