import type { StyleSeed } from '@/lib/config/style-types';
import { estimateHeadBox } from '../head-box';
import { type Raw, rawSharp, toRaw } from '../raw';
import { drawBody } from './body/drawn';
import { CHIBI_BODY } from './body/figure-drawn';
import { RING, subjectFromTile } from './compose';
import { applyFamily } from './families';
import type { FaceBox } from './neon';
import { treatmentFor } from './family-for';

// How alike the catalogue's styles draw (scripts/style-distances.ts prints the matrix; a media test
// holds the rule that styles at different prices do not look the same). Each style draws one small
// figure from the example character: a drawn family its head on a drawn body, the photo family the
// cut-out, through the style's own family and colours, as the local renderer does at full size.

/** The small previews' height in pixels: enough for colour, ink and texture, cheap for 100+ styles. */
const SMALL = 160;

async function shrink(r: Raw, height = SMALL): Promise<Raw> {
  const width = Math.max(1, Math.round((r.width * height) / r.height));
  const { data, info } = await rawSharp(r)
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The three figures every style is drawn from: the cut-out, a drawn body, a chibi drawn body. */
export async function previewBases(tile: Buffer) {
  const cut = await subjectFromTile(tile);
  const hb = estimateHeadBox(await toRaw(tile));
  if (!hb) throw new Error('the example tile has no head');
  const box = {
    x: hb.x + RING - cut.left,
    y: hb.y + RING - cut.top,
    width: hb.width - 2 * RING,
    height: hb.height - RING,
  };
  const body = (scale: { headScale?: number; bodyScale?: number }) =>
    drawBody(cut, box, { pose: 'wave', variant: 0, flip: false, ...scale });
  const [drawn, chibi] = await Promise.all([body({}), body(CHIBI_BODY)]);
  // Each drawn figure with its face, shrunk alike (neon lights the face: neon.ts).
  const small = async (f: Awaited<ReturnType<typeof body>>) => {
    const raw = await shrink(f.raw);
    const k = raw.height / f.raw.height;
    const { cx, cy, w, h, angle } = f.head;
    return Object.assign(raw, { faces: [{ cx: cx * k, cy: cy * k, w: w * k, h: h * k, angle }] });
  };
  return { photo: await shrink(cut), drawn: await small(drawn), chibi: await small(chibi) };
}

/** One style's small preview. */
export async function smallPreview(
  style: StyleSeed,
  bases: Awaited<ReturnType<typeof previewBases>>,
): Promise<Raw> {
  const t = treatmentFor({ ...style, look: style.look });
  const base = t.family === 'photo' ? bases.photo : t.chibi ? bases.chibi : bases.drawn;
  const copy = { data: Buffer.from(base.data), width: base.width, height: base.height };
  const faces = 'faces' in base ? (base.faces as FaceBox[]) : [];
  return applyFamily(copy, t, 3, { drawn: t.family !== 'photo', faces });
}

/** Mean |ΔRGB| (0–255) over the pixels either preview covers, each seen over mid grey. */
export function previewDistance(a: Raw, b: Raw): number {
  if (a.width !== b.width || a.height !== b.height) return 255;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const aa = (a.data[i + 3] as number) / 255;
    const ba = (b.data[i + 3] as number) / 255;
    if (aa < 0.5 && ba < 0.5) continue;
    n++;
    for (let c = 0; c < 3; c++) {
      const x = (a.data[i + c] as number) * aa + 128 * (1 - aa);
      const y = (b.data[i + c] as number) * ba + 128 * (1 - ba);
      sum += Math.abs(x - y) / 3;
    }
  }
  return n ? sum / n : 0;
}

/** Every pair's distance, by index into `styles`. */
export async function styleDistances(styles: StyleSeed[], tile: Buffer) {
  const bases = await previewBases(tile);
  const previews: Raw[] = [];
  for (const s of styles) previews.push(await smallPreview(s, bases));
  const d: number[][] = styles.map(() => styles.map(() => 0));
  for (let i = 0; i < styles.length; i++)
    for (let j = i + 1; j < styles.length; j++) {
      const v = previewDistance(previews[i] as Raw, previews[j] as Raw);
      (d[i] as number[])[j] = v;
      (d[j] as number[])[i] = v;
    }
  return { d, previews };
}

/** Under this distance two styles' previews read as the same look (chosen from the matrix). */
export const SAME_LOOK = 10;
