import { characterTilesFromPhotos } from './character';

/** Makes a character's tiles from its photos. Implementations: local CPU (here) and Replicate. */
export interface ImageProvider {
  makeCharacter(input: { photos: Buffer[] }): Promise<{ tiles: Buffer[]; mainIndex: number }>;
}

/** The embedded provider: background removal + die-cut on this machine's CPU (seconds per photo). */
export const localProvider: ImageProvider = {
  async makeCharacter({ photos }) {
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
