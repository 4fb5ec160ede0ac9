'use client';

import { useEffect, useMemo, useState } from 'react';
import { checkDraft, type DraftCheck } from '@/lib/client/sticker-form-check';
import type { StickerDraft } from '@/lib/client/sticker-form';
import { focusField } from './focus-field';

const NONE: DraftCheck = { sections: [], entries: [], first: null };

/**
 * The draft's problems, shown from the first try to create on (then live, so a fixed field clears at
 * once): `attempt` answers whether the draft can be sent, and if not marks every field and takes the
 * focus to the first problem in page order, once its message is on the page for the screen reader.
 */
export function useDraftCheck(draft: StickerDraft) {
  const check = useMemo(() => checkDraft(draft), [draft]);
  const [shown, setShown] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const first = check.first;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt (a new request) moves the focus once, to the first problem then.
  useEffect(() => {
    if (focusRequest && first) focusField(first);
  }, [focusRequest]);

  const attempt = () => {
    if (!first) return true;
    setShown(true);
    setFocusRequest((n) => n + 1);
    return false;
  };

  return { check: shown ? check : NONE, attempt };
}
