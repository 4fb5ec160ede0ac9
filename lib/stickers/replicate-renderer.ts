import 'server-only';
import type { StickerRenderer } from './renderer';

// PLACEHOLDER until the hosted renderer lands (reference-image model on Replicate, output copied to
// our storage, background removed on Replicate, die-cut and label drawn by our renderer).
export function createReplicateStickerRenderer(): StickerRenderer {
  return {
    async render() {
      throw new Error('The hosted sticker renderer is not built yet');
    },
  };
}
