/** Turns a character's photos into sticker tiles (512 px WebP, transparent, die-cut). */
export type CharacterMaker = {
  makeCharacter(input: { photos: Buffer[]; name: string; description: string }): Promise<{
    tiles: Buffer[];
    mainIndex: number;
  }>;
};
