import { detectFaces, type FaceBox, warmUpFaceDetector } from './face-detect';
import { type Box, estimateHeadBox } from './head-box';
import { alphaBBox, type Raw } from './raw';

/**
 * A face this sure is a person's. On the fixture portrait the tiny detector scored the face 0.96 at
 * the 416 px input used here (0.62–0.88 at smaller inputs), while its only false box (the torso, at
 * 320 px) scored 0.27 and the cat and the cup gave none above 0.1; face-api's own default cut is 0.5.
 * 0.6 keeps a margin above both.
 */
export const FACE_MIN_SCORE = 0.6;
/**
 * The detector's box runs from the brows to a little below the chin (a tenth of its height on the
 * fixture portrait). The head box, like the silhouette's, includes the tile's white ring: hair and
 * ring above (up to the figure's top), hair, ears and ring beside; it stops at the chin, so that a
 * collar does not ride along with the head onto a drawn body (lib/media/sticker/figure.ts).
 */
const GROW = { top: 0.75, side: 0.18, bottom: -0.08 };
/**
 * Past these the character's head comes from the silhouette (the detector is a refinement): one
 * detection takes ~55 ms on one core (bench/face-detect.ts), so 300 ms leaves room for a busy
 * machine; loading, once per process, reads ~200 KB of weights and starts the WASM engine.
 */
const DEFAULT_TIMEOUT_MS = 300;
const LOAD_TIMEOUT_MS = 5000;

export type HeadSource = 'face' | 'silhouette';

/** The head around a detected face: the face box grown by fixed ratios, kept inside the figure. */
export function headBoxFromFace(face: Box, r: Raw): Box {
  const fig = alphaBBox(r, 128);
  const top = Math.max(fig?.top ?? 0, face.y - face.height * GROW.top);
  const left = Math.max(0, face.x - face.width * GROW.side);
  const right = Math.min(r.width, face.x + face.width * (1 + GROW.side));
  const bottom = Math.min(r.height, face.y + face.height * (1 + GROW.bottom));
  const x = Math.round(left);
  const y = Math.round(top);
  return { x, y, width: Math.round(right) - x, height: Math.round(bottom) - y };
}

/** The most confident face on the figure, or null (pets, back views, objects). */
export function confidentFace(faces: FaceBox[], r: Raw): FaceBox | null {
  const fig = alphaBBox(r, 128);
  if (!fig) return null;
  for (const f of faces) {
    if (f.score < FACE_MIN_SCORE) continue;
    // Its centre on the figure (not in the cut-out's empty surround).
    const cx = f.x + f.width / 2;
    const cy = f.y + f.height / 2;
    if (cx < fig.left || cx > fig.left + fig.width || cy < fig.top || cy > fig.top + fig.height) continue;
    return f;
  }
  return null;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the face detector took over ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * Where a character tile's head is: around a confident human face when the detector finds one,
 * otherwise (no face, the detector failed or was too slow) from the silhouette alone.
 */
export async function locateHeadBox(
  r: Raw,
  opts: {
    timeoutMs?: number;
    detect?: (r: Raw) => Promise<FaceBox[]>;
    load?: () => Promise<void>;
  } = {},
): Promise<{ box: Box | null; source: HeadSource }> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, detect = detectFaces, load = warmUpFaceDetector } = opts;
  try {
    await withTimeout(load(), LOAD_TIMEOUT_MS);
    const face = confidentFace(await withTimeout(detect(r), timeoutMs), r);
    if (face) return { box: headBoxFromFace(face, r), source: 'face' };
  } catch (err) {
    console.warn(`head box from the silhouette: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { box: estimateHeadBox(r), source: 'silhouette' };
}
