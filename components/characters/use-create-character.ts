'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ImageFiles, PickedImage } from '@/components/upload/use-image-files';
import { ApiRequestError } from '@/lib/client/api-fetch';
import {
  CHARACTER_POLL_MS,
  type Character,
  characterQueryOptions,
  createCharacter,
} from '@/lib/client/characters';
import { nextSimulatedProgress, PROGRESS_TICK_MS } from '@/lib/client/progress';
import { queryKeys } from '@/lib/client/query-keys';
import { putUpload, requestUploadUrls, UploadFailedError } from '@/lib/client/uploads';
import { scheduleBalanceRefresh, useBalance } from '@/lib/client/use-me';

export type CreationPhase =
  | { kind: 'form' }
  | { kind: 'uploading' }
  | { kind: 'creating' }
  | { kind: 'processing'; reference: string; startedAt: number }
  | { kind: 'created'; character: Character };

export type SubmitInput = {
  name: string;
  description: string;
  images: PickedImage[];
  remixReference: string | null;
  files: Pick<ImageFiles, 'setUpload' | 'resetUploads'>;
};

const QUICK_FIRST_POLL_MS = 3_000;

/**
 * Upload → POST /v1/characters → poll every 10 s (once after 3 s) with a simulated bar (docs/product-rules.md).
 * Any failure returns to the form with every input kept.
 */
export function useCreateCharacter() {
  const t = useTranslations('createCharacter');
  const tu = useTranslations('upload');
  const qc = useQueryClient();
  const balance = useBalance();
  const [phase, setPhase] = useState<CreationPhase>({ kind: 'form' });
  const [progress, setProgress] = useState(0);
  const [unsafeOpen, setUnsafeOpen] = useState(false);
  // A 402 from the server: shown like the client-side check, with the server's required amount.
  const [insufficient, setInsufficient] = useState<{ required: number | null } | null>(null);
  const resetUploads = useRef<() => void>(() => {});

  const reference = phase.kind === 'processing' ? phase.reference : null;
  const poll = useQuery({
    ...characterQueryOptions(reference ?? ''),
    enabled: reference !== null,
    staleTime: 2_000, // the POST answer seeds the cache: the first real poll is the 3 s one
    refetchInterval: CHARACTER_POLL_MS,
  });
  const { refetch } = poll;

  useEffect(() => {
    if (phase.kind !== 'processing') return;
    const start = phase.startedAt;
    const tick = setInterval(
      () => setProgress((p) => nextSimulatedProgress(p, Date.now() - start)),
      PROGRESS_TICK_MS,
    );
    const quick = setTimeout(() => void refetch(), QUICK_FIRST_POLL_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(quick);
    };
  }, [phase, refetch]);

  useEffect(() => {
    const c = poll.data;
    if (!c || phase.kind !== 'processing' || c.reference !== phase.reference) return;
    if (c.status === 'CREATED') {
      setProgress(100);
      void qc.invalidateQueries({ queryKey: queryKeys.characters, exact: true });
      const show = setTimeout(() => setPhase({ kind: 'created', character: c }), 600);
      return () => clearTimeout(show);
    }
    if (c.status === 'FAILED_CREATION') {
      if (c.errorCode === 'UNSAFE_CONTENT') setUnsafeOpen(true);
      else toast.error(t('errors.creationFailed'));
      scheduleBalanceRefresh(qc); // the hold was released
      resetUploads.current(); // the photos were used up by the failed attempt
      void qc.invalidateQueries({ queryKey: queryKeys.characters, exact: true });
      setPhase({ kind: 'form' });
    }
    // qc and t keep their identity across renders (t changes only with the locale), so the effect
    // runs again only when a poll answers or the phase moves on.
  }, [poll.data, phase, qc, t]);

  async function upload(images: PickedImage[], files: SubmitInput['files']): Promise<string[] | null> {
    const pending = images.filter((i) => !i.reference);
    let failedName = '';
    try {
      const slots = pending.length > 0 ? await requestUploadUrls(pending.length) : [];
      const refs = new Map(images.filter((i) => i.reference).map((i) => [i.id, i.reference as string]));
      await Promise.all(
        pending.map(async (image, index) => {
          const slot = slots[index];
          if (!slot || !image.file) throw new Error('Invalid response: upload URLs missing');
          files.setUpload(image.id, 'uploading');
          try {
            await putUpload(slot.uploadUrl, image.file);
          } catch (err) {
            files.setUpload(image.id, 'failed');
            failedName ||= image.originalName;
            throw err;
          }
          files.setUpload(image.id, 'uploaded', slot.reference);
          refs.set(image.id, slot.reference);
        }),
      );
      return images.map((i) => refs.get(i.id) as string);
    } catch (err) {
      if (err instanceof UploadFailedError && err.failure === 'unsafe') setUnsafeOpen(true);
      else toast.error(t('errors.uploadFailed'), { description: uploadProblem(err, failedName) });
      return null;
    }
  }

  function uploadProblem(err: unknown, filename: string): string | undefined {
    if (!(err instanceof UploadFailedError)) return err instanceof Error ? err.message : undefined;
    if (err.failure === 'tooLarge') return tu('errors.tooLarge', { filename });
    if (err.failure === 'notAnImage') return tu('errors.notAnImage', { filename });
    if (err.failure === 'expired') return tu('errors.expired');
    return err.message;
  }

  async function submit(input: SubmitInput) {
    resetUploads.current = input.files.resetUploads;
    setInsufficient(null);
    let references: string[] = [];
    if (!input.remixReference) {
      setPhase({ kind: 'uploading' });
      const refs = await upload(input.images, input.files);
      if (!refs) return setPhase({ kind: 'form' });
      references = refs;
    }
    setPhase({ kind: 'creating' });
    try {
      const { character } = await createCharacter({
        name: input.name,
        description: input.description,
        userUploadReferences: references,
        templateReference: input.remixReference,
        isRemix: input.remixReference !== null,
      });
      qc.setQueryData(queryKeys.character(character.reference), character);
      void qc.invalidateQueries({ queryKey: queryKeys.characters, exact: true });
      setProgress(0);
      setPhase({ kind: 'processing', reference: character.reference, startedAt: Date.now() });
    } catch (err) {
      setPhase({ kind: 'form' });
      if (err instanceof ApiRequestError && err.errorCode === 'INSUFFICIENT_CREDITS') {
        const required = (err.details as { required?: unknown } | undefined)?.required;
        setInsufficient({ required: typeof required === 'number' ? required : null });
        balance.refresh();
        return; // the uploaded photos stay valid for the next try
      }
      input.files.resetUploads();
      if (err instanceof ApiRequestError && err.errorCode === 'UNSAFE_CONTENT') return setUnsafeOpen(true);
      toast.error(t('errors.creationFailed'), {
        description: err instanceof Error ? err.message : undefined,
      });
    }
  }

  return { phase, progress, submit, unsafeOpen, setUnsafeOpen, insufficient };
}
