/** Draws a character's sticker tiles (512 px WebP, transparent, die-cut) from its photos. */
export type CharacterRenderer = {
  render(input: { photos: Buffer[]; name: string; description: string }): Promise<{
    tiles: Buffer[];
    mainIndex: number;
  }>;
};
