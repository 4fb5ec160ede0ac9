import 'server-only';
import sharp from 'sharp';
import type { RenderTile } from '@/lib/media/sticker/types';

/** Side of one character's cell: tiles are 512 px squares already (lib/media/tile.ts). */
const CELL = 512;
const CLEAR = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The hosted model takes ONE reference image, so 2–3 characters are put side by side in equal
 * cells on a transparent canvas (each tile fitted, never cropped) and the prompt says how many
 * there are. One character is sent as its tile, unchanged.
 */
export async function referenceImage(tiles: RenderTile[]): Promise<Buffer> {
  const [first] = tiles;
  if (!first) throw new Error('A sticker needs at least one character tile');
  if (tiles.length === 1) return first.data;
  const cells = await Promise.all(
    tiles.map((t) =>
      sharp(t.data).resize(CELL, CELL, { fit: 'contain', background: CLEAR }).png().toBuffer(),
    ),
  );
  return sharp({ create: { width: CELL * tiles.length, height: CELL, channels: 4, background: CLEAR } })
    .composite(cells.map((input, i) => ({ input, left: i * CELL, top: 0 })))
    .png()
    .toBuffer();
}
