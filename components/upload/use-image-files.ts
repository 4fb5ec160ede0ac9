'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { classifyFile, type FileProblem, FileProblemError, prepareImageFile } from '@/lib/client/uploads';

export type UploadState = 'idle' | 'uploading' | 'uploaded' | 'failed';

export type PickedImage = {
  id: string;
  originalName: string;
  status: 'preparing' | 'ready';
  /** The converted/compressed file that will be uploaded. */
  file?: File;
  previewUrl?: string;
  upload: UploadState;
  /** Upload reference once stored, reused if only the create call failed. */
  reference?: string;
};

export type ImageProblem = { id: string; key: FileProblem | 'tooMany'; filename: string };

let seq = 0;
const nextId = () => `img-${++seq}`;

/**
 * The photos picked for a character: each is prepared in the background (HEIC → PNG, compression),
 * previewed through an object URL that is revoked on removal and unmount, and capped at `max`.
 */
export function useImageFiles(max: number) {
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<ImageProblem[]>([]);
  const current = useRef<PickedImage[]>([]);
  const urls = useRef(new Set<string>());

  const update = useCallback((fn: (list: PickedImage[]) => PickedImage[]) => {
    current.current = fn(current.current);
    setImages(current.current);
  }, []);

  useEffect(() => {
    const owned = urls.current;
    return () => {
      for (const url of owned) URL.revokeObjectURL(url);
      owned.clear();
    };
  }, []);

  const add = useCallback(
    (accepted: File[], rejected: File[]) => {
      const found: ImageProblem[] = rejected.map((f) => {
        const kind = classifyFile(f);
        const key: FileProblem = kind === 'tooLarge' || kind === 'unsupported' ? kind : 'notAnImage';
        return { id: nextId(), key, filename: f.name };
      });
      const room = Math.max(0, max - current.current.length);
      const taken = accepted.slice(0, room);
      if (accepted.length > taken.length) found.push({ id: nextId(), key: 'tooMany', filename: '' });
      setProblems(found);
      const entries = taken.map((f) => ({
        file: f,
        image: { id: nextId(), originalName: f.name, status: 'preparing', upload: 'idle' } as PickedImage,
      }));
      update((list) => [...list, ...entries.map((e) => e.image)]);
      for (const { file, image } of entries) {
        prepareImageFile(file).then(
          (prepared) => {
            if (!current.current.some((i) => i.id === image.id)) return; // removed meanwhile
            const previewUrl = URL.createObjectURL(prepared);
            urls.current.add(previewUrl);
            update((list) =>
              list.map((i) =>
                i.id === image.id ? { ...i, status: 'ready', file: prepared, previewUrl } : i,
              ),
            );
          },
          (err: unknown) => {
            update((list) => list.filter((i) => i.id !== image.id));
            const key = err instanceof FileProblemError ? err.problem : 'couldNotProcess';
            setProblems((p) => [...p, { id: nextId(), key, filename: file.name }]);
          },
        );
      }
    },
    [max, update],
  );

  const remove = useCallback(
    (id: string) => {
      const gone = current.current.find((i) => i.id === id);
      if (gone?.previewUrl) {
        URL.revokeObjectURL(gone.previewUrl);
        urls.current.delete(gone.previewUrl);
      }
      update((list) => list.filter((i) => i.id !== id));
    },
    [update],
  );

  const setUpload = useCallback(
    (id: string, upload: UploadState, reference?: string) =>
      update((list) => list.map((i) => (i.id === id ? { ...i, upload, reference } : i))),
    [update],
  );

  /** After a failed creation the stored photos are used up: upload again next time. */
  const resetUploads = useCallback(
    () => update((list) => list.map((i) => ({ ...i, upload: 'idle', reference: undefined }))),
    [update],
  );

  return { images, problems, add, remove, setUpload, resetUploads, clearProblems: () => setProblems([]) };
}

export type ImageFiles = ReturnType<typeof useImageFiles>;
