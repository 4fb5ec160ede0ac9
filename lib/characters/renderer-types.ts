/** Draws a character's sticker tiles (512 px WebP, transparent, die-cut) from its photos. */
export type CharacterRenderer = {
  render(input: { photos: Buffer[]; name: string; description: string }): Promise<{
    tiles: Buffer[];
    mainIndex: number;
  }>;
  /**
   * True when the example characters' committed tiles are this renderer's own output for their
   * photos (scripts/seed-examples.ts made them with it): a remix that uses only an example's photos
   * then gets those tiles without drawing them again.
   */
  readonly drewExampleTiles?: boolean;
};
