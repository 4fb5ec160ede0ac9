import { characterTilesFromPhotos } from './character';

/** Draws a character's tiles from its photos. Implementations: local CPU (here) and Replicate. */
export interface LocalCharacterRenderer {
  render(input: { photos: Buffer[] }): Promise<{ tiles: Buffer[]; mainIndex: number }>;
  readonly drewExampleTiles: boolean;
}

/** The embedded renderer: background removal + die-cut on this machine's CPU (seconds per photo). */
export const localCharacterRenderer: LocalCharacterRenderer = {
  drewExampleTiles: true,
  async render({ photos }) {
    const { tiles, mainIndex } = await characterTilesFromPhotos(photos);
    return { tiles, mainIndex };
  },
};

export { removeBackground } from './background';
export { type CharacterTiles, characterTilesFromPhotos, type StepTimings } from './character';
export { cropToSubject } from './crop';
export { type DieCutOptions, dieCut } from './die-cut';
export { applyLook, stylizeSticker } from './look';
export { MediaError } from './raw';
export { makeTile } from './tile';
