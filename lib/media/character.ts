import { prepareForSegmentation, removeBackground, type SegmentationModel } from './background';
import { cropToSubjectRaw } from './crop';
import { type DieCutOptions, dieCutRaw } from './die-cut';
import { encodeWebp, MediaError, opaqueArea, toRaw } from './raw';
import { squareRaw } from './tile';

export type StepTimings = {
  decodeMs: number;
  removeBackgroundMs: number;
  cropMs: number;
  dieCutMs: number;
  tileMs: number;
  totalMs: number;
};

export type CharacterTilesOptions = {
  model?: SegmentationModel;
  dieCut?: Omit<DieCutOptions, 'size'>;
  size?: number;
};

export type CharacterTiles = {
  /** 512×512 WebP, transparent, die-cut; one per photo in which a subject was found. */
  tiles: Buffer[];
  mainIndex: number;
  /** Per input photo: timings, and the tile it produced (null when no subject was found). */
  photos: { tileIndex: number | null; subjectArea: number; timings: StepTimings }[];
};

const since = (t: number) => Math.round(performance.now() - t);

/**
 * Photos → character tiles on the CPU: auto-orient, remove the background, crop to the subject,
 * die-cut outline + shadow, centred 512 tile. Photos run one after another (memory). The main
 * tile is the one whose subject covers the most pixels of its photo: the closest, sharpest view.
 */
export async function characterTilesFromPhotos(
  photos: Buffer[],
  opts: CharacterTilesOptions = {},
): Promise<CharacterTiles> {
  const size = opts.size ?? 512;
  const tiles: Buffer[] = [];
  const result: CharacterTiles['photos'] = [];
  let best = -1;
  let mainIndex = 0;
  for (const photo of photos) {
    const start = performance.now();
    let t = start;
    const png = await prepareForSegmentation(photo);
    const decodeMs = since(t);
    t = performance.now();
    const cutout = await toRaw(await removeBackground(png, { model: opts.model }));
    const removeBackgroundMs = since(t);
    t = performance.now();
    const subjectArea = opaqueArea(cutout);
    let cropped: Awaited<ReturnType<typeof cropToSubjectRaw>> | null = null;
    try {
      cropped = await cropToSubjectRaw(cutout);
    } catch (err) {
      if (!(err instanceof MediaError)) throw err;
    }
    const cropMs = since(t);
    let dieCutMs = 0;
    let tileMs = 0;
    let tileIndex: number | null = null;
    if (cropped) {
      t = performance.now();
      const sticker = await dieCutRaw(cropped, { ...opts.dieCut, size });
      dieCutMs = since(t);
      t = performance.now();
      tiles.push(await encodeWebp(squareRaw(sticker, size)));
      tileMs = since(t);
      tileIndex = tiles.length - 1;
      if (subjectArea > best) {
        best = subjectArea;
        mainIndex = tileIndex;
      }
    }
    const timings = { decodeMs, removeBackgroundMs, cropMs, dieCutMs, tileMs, totalMs: since(start) };
    result.push({ tileIndex, subjectArea, timings });
  }
  if (tiles.length === 0) throw new MediaError('NO_SUBJECT', 'No subject found in any photo');
  return { tiles, mainIndex, photos: result };
}
