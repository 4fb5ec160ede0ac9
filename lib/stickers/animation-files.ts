import 'server-only';
import type { AnimatedSticker } from '@/lib/media/animation';
import { accessOfKey, getStorage, newBlobKey } from '@/lib/storage';

export type AnimationFiles = {
  videoKey: string;
  animatedWebpKey: string;
  thumbKey: string;
  posterKey: string;
};

const keysOf = (f: Partial<Record<keyof AnimationFiles, string | null>>) =>
  [f.videoKey, f.animatedWebpKey, f.thumbKey, f.posterKey].filter((k): k is string => !!k);

/**
 * An animation's files go where its sticker's image is (docs/animated-stickers.md): public beside a
 * public image, in the owner's private space otherwise, so they are seen by the same people. They
 * live in the stickers folder, whose private files their owner may open (lib/storage/serve.ts).
 */
export async function storeAnimationFiles(
  sticker: { userId: string; imageKey: string },
  anim: AnimatedSticker,
): Promise<AnimationFiles> {
  const access = accessOfKey(sticker.imageKey);
  const owner = access === 'private' ? sticker.userId : undefined;
  const files: AnimationFiles = {
    videoKey: newBlobKey('stickers', 'webm', owner),
    animatedWebpKey: newBlobKey('stickers', 'webp', owner),
    thumbKey: newBlobKey('stickers', 'webm', owner),
    posterKey: newBlobKey('stickers', 'webp', owner),
  };
  const storage = getStorage();
  await storage.put(files.videoKey, anim.webm, { contentType: 'video/webm', access });
  await storage.put(files.animatedWebpKey, anim.webp, { contentType: 'image/webp', access });
  await storage.put(files.thumbKey, anim.thumb, { contentType: 'video/webm', access });
  await storage.put(files.posterKey, anim.poster, { contentType: 'image/webp', access });
  return files;
}

export async function deleteAnimationFiles(files: Partial<Record<keyof AnimationFiles, string | null>>) {
  const storage = getStorage();
  for (const key of keysOf(files)) await storage.delete(key);
}
