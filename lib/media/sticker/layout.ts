import type { StickerRenderInput } from './types';
import { cutFrame, dieCutRaw } from '../die-cut';
import { renderLabel } from '../label/render-label';
import { alphaBBox, blankRaw, encodeWebp, type Raw, rawSharp } from '../raw';
import { squareRaw } from '../tile';
import { moodAccents } from './accents';
import { blendRaw } from './compose';
import type { treatmentFor } from './family-for';
import { type ChosenParts, fallbackHead, type Head, planParts, unionBox } from './parts';
import { partList } from './parts/catalogue';
import { drawPieces } from './parts/render';

const SIZE = 512;
const MARGIN = 28;
/** A label above the figure starts this far from the canvas's top edge. */
const LABEL_TOP = 8;
/** The label's colour unless the style or the creator picks another. */
export const DEFAULT_LABEL_FILL = '#2a1650';

async function fit(r: Raw, maxW: number, maxH: number): Promise<Raw> {
  const k = Math.min(maxW / r.width, maxH / r.height);
  const { data, info } = await rawSharp(r)
    .resize(Math.max(1, Math.round(r.width * k)), Math.max(1, Math.round(r.height * k)), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
/** What the layout draws besides the figure: the chosen parts on the head, in the style's look. */
export type LayoutParts = {
  chosen: ChosenParts;
  /** The head in the figure's pixels; without one, the top of the figure's silhouette. */
  head: Head | null;
  /** Every character's face in the figure's pixels: the label never covers one. */
  faces?: Head[];
  /** A drawn body's hand (figure pixels): the prop goes in it. */
  hand?: { x: number; y: number; side: 1 | -1 };
  treatment?: { family: ReturnType<typeof treatmentFor>['family']; colors: string[] };
};

/** What the layout reads of a render's input (a relabel has only these, lib/media/sticker/relabel.ts). */
export type LayoutInput = Pick<StickerRenderInput, 'labelLanguage' | 'moods' | 'seed' | 'labelLook'> & {
  entry: Pick<StickerRenderInput['entry'], 'labelText'>;
  style: { look?: { outline?: string } | null };
};

/** The sticker drawn apart (lib/stickers/layers.ts): everything but the label, and the label alone, each die-cut in place. */
export type LayoutLayers = { body: Raw; label: Raw | null };

/** A box on the 512 canvas. */
export type CanvasBox = { x: number; y: number; width: number; height: number };

/** Where the layout put things, in canvas pixels (tests measure the layout from these). */
export type StickerBoxes = {
  /** The room the figure may take (the canvas less its margins and the label's room). */
  area: CanvasBox;
  /** The figure: the characters' opaque area (the figure is cropped to it). */
  figure: CanvasBox;
  /** Every character's face, as an upright box around its (turned) head box. */
  faces: CanvasBox[];
  label: CanvasBox | null;
};

/** The upright box around a turned head box. */
function headBounds(h: Head): CanvasBox {
  const a = (h.angle * Math.PI) / 180;
  const w = Math.abs(h.w * Math.cos(a)) + Math.abs(h.h * Math.sin(a));
  const ht = Math.abs(h.w * Math.sin(a)) + Math.abs(h.h * Math.cos(a));
  return { x: h.cx - w / 2, y: h.cy - ht / 2, width: w, height: ht };
}

export const boxesMeet = (a: CanvasBox, b: CanvasBox) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The sticker around a figure (ours, or a hosted model's cut-out): mood marks, the label drawn by
 * us in its language, then ONE die-cut outline around it all on a 512 canvas (Telegram-ready WebP).
 */
export async function layoutSticker(
  figureIn: Raw,
  input: LayoutInput,
  r: () => number,
  labelFill = DEFAULT_LABEL_FILL,
  parts?: LayoutParts,
): Promise<Buffer> {
  return (await layoutPlaced(figureIn, input, r, labelFill, parts)).image;
}

/** layoutSticker, and the boxes it placed. */
export async function layoutPlaced(
  figureIn: Raw,
  input: LayoutInput,
  r: () => number,
  labelFill = DEFAULT_LABEL_FILL,
  parts?: LayoutParts,
  /** Also the layers apart (die-cut twice more, so only when asked). */
  opts?: { layers?: boolean; encode?: (r: Raw) => Promise<Buffer> },
): Promise<{ image: Buffer; boxes: StickerBoxes; layers?: LayoutLayers }> {
  const look = input.labelLook;
  const placement = look?.placement ?? 'bottom';
  const label =
    placement === 'none'
      ? null
      : await renderLabel({
          text: input.entry.labelText,
          language: input.labelLanguage,
          maxWidth: SIZE - 2 * MARGIN,
          maxHeight: 150,
          fill: look?.color ?? labelFill,
          stroke: look?.outline,
        });
  const onTop = placement === 'top' && label !== null;
  // Below, the label overlaps the lower part of the figure a little, like a printed sticker
  // caption; above, the figure starts under it, so it can never cover a face.
  const labelRoom = label && !onTop ? Math.max(0, label.height - 36) : 0;
  const figureTop = onTop && label ? LABEL_TOP + label.height + 2 : MARGIN;
  // Mood marks need room beside the figure; without them, a wide figure takes the whole width.
  const side = input.moods.length ? 40 : 0;
  const maxW = SIZE - 2 * MARGIN - side;
  const maxH = SIZE - MARGIN - figureTop - labelRoom;
  // With parts, the figure and its parts are fitted together (a hat above, a prop beside).
  const pieces =
    parts && partList(parts.chosen).length
      ? planParts(parts.chosen, figureIn, parts.head ?? fallbackHead(figureIn), input.seed, parts.hand)
      : [];
  const union = pieces.length ? unionBox(figureIn, pieces) : null;
  const u = union ?? { left: 0, top: 0, width: figureIn.width, height: figureIn.height };
  const faceBoxes = (parts?.faces ?? []).map(headBounds);
  let k = Math.min(maxW / u.width, maxH / u.height);
  // Where everything lands at scale k: the figure's (and parts') box centred, from the top margin.
  const at = (kk: number) => {
    const left = Math.round((SIZE - u.width * kk) / 2 - u.left * kk);
    const top = Math.round(figureTop - u.top * kk);
    const bottom = figureTop + u.height * kk;
    const faces = faceBoxes.map((f) => ({
      x: left + f.x * kk,
      y: top + f.y * kk,
      width: f.width * kk,
      height: f.height * kk,
    }));
    let labelBox: CanvasBox | null = null;
    if (label && onTop) {
      labelBox = {
        x: Math.round((SIZE - label.width) / 2),
        y: LABEL_TOP,
        width: label.width,
        height: label.height,
      };
    } else if (label) {
      const x = Math.round((SIZE - label.width) / 2);
      let y = Math.min(SIZE - label.height - 4, Math.round(bottom) - 36);
      const box = { x, y, width: label.width, height: label.height };
      // Over a face, the label goes below the lowest face it would cover (if the canvas has room).
      const covered = faces.filter((f) => boxesMeet(f, box));
      if (covered.length) y = Math.ceil(Math.max(...covered.map((f) => f.y + f.height))) + 2;
      labelBox = { ...box, y };
    }
    return { left, top, faces, labelBox };
  };
  let placed = at(k);
  // No room below the faces: the figure shrinks until the label fits under them at the bottom.
  for (let i = 0; i < 4 && placed.labelBox && placed.labelBox.y + placed.labelBox.height > SIZE - 4; i++) {
    const room = SIZE - 6 - placed.labelBox.height - MARGIN;
    const lowest = Math.max(...faceBoxes.map((f) => f.y + f.height)) - u.top;
    k = Math.min(k * 0.97, room / Math.max(1, lowest));
    placed = at(k);
  }
  const figure = await fit(figureIn, Math.max(1, figureIn.width * k), Math.max(1, figureIn.height * k));
  k = figure.width / figureIn.width;
  placed = at(k);
  const { left, top } = placed;
  const canvas = blankRaw(SIZE, SIZE);
  const accents = await moodAccents(
    input.moods,
    canvas,
    { left, top, width: figure.width, height: figure.height },
    r,
    { raw: figure, left, top },
  );
  blendRaw(canvas, figure, left, top);
  // A drawn body's own marks (movement lines, zzz, a burst) stand apart from it: kept like parts.
  const force = blankRaw(SIZE, SIZE);
  if (parts?.hand) blendRaw(force, figure, left, top);
  // The marks and the label are forced into the one outline: a mark drawn apart, a Japanese こ's
  // upper stroke or an Arabic dot is a small island of its own that the die-cut would otherwise
  // drop as a speck or a far island.
  if (accents) {
    blendRaw(canvas, accents, 0, 0);
    blendRaw(force, accents, 0, 0);
  }
  // The parts, like the marks, are part of the one die-cut shape.
  if (pieces.length) {
    const drawn = await drawPieces(pieces, SIZE, SIZE, { ox: left, oy: top, k }, parts?.treatment);
    blendRaw(canvas, drawn, 0, 0);
    blendRaw(force, drawn, 0, 0);
  }
  // The layers need the canvas as it is before the label goes on.
  const bare = opts?.layers ? { canvas: copyRaw(canvas), force: copyRaw(force) } : null;
  if (label && placed.labelBox) {
    blendRaw(canvas, label, placed.labelBox.x, placed.labelBox.y);
    blendRaw(force, label, placed.labelBox.x, placed.labelBox.y);
  }

  const outline = input.style.look?.outline ?? '#ffffff';
  const forced = accents || label || pieces.length || parts?.hand ? force : undefined;
  const subject = alphaBBox(canvas) ? canvas : figure;
  const cut = await dieCutRaw(subject, { outline, width: 10, size: SIZE, force: forced });
  const image = await (opts?.encode ?? encodeWebp)(squareRaw(cut, SIZE));
  const area = { x: MARGIN + side / 2, y: MARGIN, width: maxW, height: maxH };
  const boxes = {
    area,
    figure: { x: left, y: top, width: figure.width, height: figure.height },
    faces: placed.faces,
    label: placed.labelBox,
  };
  if (!bare) return { image, boxes };
  // Each layer is cut with the whole sticker's frame, so it lands where it is on the sticker.
  const frame = await cutFrame(subject, forced);
  const cutAlone = async (raw: Raw, f?: Raw) =>
    squareRaw(await dieCutRaw(raw, { outline, width: 10, size: SIZE, force: f, frame }), SIZE);
  const body = await cutAlone(bare.canvas, bare.force);
  let labelLayer: Raw | null = null;
  if (label && placed.labelBox) {
    const alone = blankRaw(SIZE, SIZE);
    blendRaw(alone, label, placed.labelBox.x, placed.labelBox.y);
    labelLayer = await cutAlone(alone, alone);
  }
  return { image, boxes, layers: { body, label: labelLayer } };
}

const copyRaw = (r: Raw): Raw => ({ data: Buffer.from(r.data), width: r.width, height: r.height });
