'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '@/lib/client/query-keys';
import { hasSessionHint, setSessionHint } from '@/lib/client/session-hint';

/** Rendered only on pages the server has already found signed in. */
export function SessionHint() {
  const qc = useQueryClient();
  useEffect(() => {
    if (hasSessionHint()) return;
    setSessionHint(true);
    void qc.invalidateQueries({ queryKey: queryKeys.me });
  }, [qc]);
  return null;
}
