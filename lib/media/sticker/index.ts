import type { StickerRenderer, StickerRenderInput } from './types';
import { dieCutRaw } from '../die-cut';
import { estimateHeadBox } from '../head-box';
import { renderLabel } from '../label/render-label';
import { alphaBBox, blankRaw, encodeWebp, type Raw, rawSharp } from '../raw';
import { squareRaw } from '../tile';
import { moodAccents } from './accents';
import { chibi } from './chibi';
import { blendRaw, groupSubjects, RING, subjectFromTile } from './compose';
import { applyFamily } from './families';
import { treatmentFor } from './family-for';
import { type ChosenParts, fallbackHead, type Head, headFromBox, planParts, unionBox } from './parts';
import { partList } from './parts/catalogue';
import { drawPieces } from './parts/render';
import { chooseParts } from './parts/words';
import { type HeadPose, planPose, varyFigure } from './pose';
import { rng } from './random';

const SIZE = 512;
const MARGIN = 28;

async function fit(r: Raw, maxW: number, maxH: number): Promise<Raw> {
  const k = Math.min(maxW / r.width, maxH / r.height);
  const { data, info } = await rawSharp(r)
    .resize(Math.max(1, Math.round(r.width * k)), Math.max(1, Math.round(r.height * k)), { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The figure of a sticker: characters composed, posed and framed per seed, drawn in the style. */
async function drawFigure(
  input: StickerRenderInput,
  r: () => number,
  treatment: ReturnType<typeof treatmentFor>,
): Promise<{ raw: Raw; head: Head | null }> {
  const subjects = await Promise.all(input.tiles.map((t) => subjectFromTile(t.data)));
  let subject: Raw = await groupSubjects(subjects);
  const places = (subject as { places?: { x: number; y: number; k: number }[] }).places;
  // One character: its tile's head box (character meta), in the cropped subject's rows.
  const only = input.tiles.length === 1 ? input.tiles[0] : undefined;
  const first = subjects[0];
  const headBottom = only?.headBox && first ? only.headBox.y + only.headBox.height - first.top : null;
  // The head that parts sit on: the tile's head box, else the first character's silhouette top,
  // followed through the grouping, the chibi head and the pose.
  let head: HeadPose | null = null;
  if (first) {
    // The tile's box is measured on the tile, its white ring included: the head itself is inside it.
    const hb = only?.headBox;
    const box = hb
      ? {
          x: hb.x + RING - first.left,
          y: hb.y + RING - first.top,
          width: Math.max(1, hb.width - 2 * RING),
          height: Math.max(1, hb.height - RING),
        }
      : estimateHeadBox(first);
    if (box) {
      const place = places?.[0] ?? { x: 0, y: 0, k: 1 };
      head = headFromBox({
        x: place.x + box.x * place.k,
        y: place.y + box.y * place.k,
        width: box.width * place.k,
        height: box.height * place.k,
      });
    }
  }
  if (treatment.chibi) {
    const c = await chibi(subject, headBottom);
    if (head)
      head = {
        ...head,
        cx: head.cx * c.headScale,
        cy: head.cy * c.headScale,
        w: head.w * c.headScale,
        h: head.h * c.headScale,
      };
    subject = c;
  }
  const plan = planPose(r, input.seed, input.entry.pose);
  const varied = await varyFigure(subject, plan, treatment.chibi ? null : headBottom, head);
  return { raw: await applyFamily(varied.raw, treatment, input.seed), head: varied.head };
}

/** What the layout draws besides the figure: the chosen parts on the head, in the style's look. */
export type LayoutParts = {
  chosen: ChosenParts;
  /** The head in the figure's pixels; without one, the top of the figure's silhouette. */
  head: Head | null;
  treatment?: { family: ReturnType<typeof treatmentFor>['family']; colors: string[] };
};

/**
 * The sticker around a figure (ours, or a hosted model's cut-out): mood marks, the label drawn by
 * us in its language, then ONE die-cut outline around it all on a 512 canvas (Telegram-ready WebP).
 */
export async function layoutSticker(
  figureIn: Raw,
  input: StickerRenderInput,
  r: () => number,
  labelFill = '#2a1650',
  parts?: LayoutParts,
): Promise<Buffer> {
  const label = await renderLabel({
    text: input.entry.labelText,
    language: input.labelLanguage,
    maxWidth: SIZE - 2 * MARGIN,
    maxHeight: 150,
    fill: labelFill,
  });
  // The label overlaps the lower part of the figure a little, like a printed sticker caption.
  const labelRoom = label ? Math.max(0, label.height - 36) : 0;
  const maxW = SIZE - 2 * MARGIN - 40;
  const maxH = SIZE - 2 * MARGIN - labelRoom;
  // With parts, the figure and its parts are fitted together (a hat above, a prop beside).
  const pieces =
    parts && partList(parts.chosen).length
      ? planParts(parts.chosen, figureIn, parts.head ?? fallbackHead(figureIn), input.seed)
      : [];
  const union = pieces.length ? unionBox(figureIn, pieces) : null;
  const k0 = union ? Math.min(maxW / union.width, maxH / union.height) : 1;
  const figure = union
    ? await fit(figureIn, Math.max(1, figureIn.width * k0), Math.max(1, figureIn.height * k0))
    : await fit(figureIn, maxW, maxH);
  const canvas = blankRaw(SIZE, SIZE);
  const k = figure.width / figureIn.width;
  const left = union
    ? Math.round((SIZE - union.width * k) / 2 - union.left * k)
    : Math.round((SIZE - figure.width) / 2);
  const top = union ? Math.round(MARGIN - union.top * k) : MARGIN;
  const bottom = union ? MARGIN + union.height * k : top + figure.height;
  const accents = await moodAccents(
    input.moods,
    canvas,
    { left, top, width: figure.width, height: figure.height },
    r,
    { raw: figure, left, top },
  );
  blendRaw(canvas, figure, left, top);
  // The marks and the label are forced into the one outline: a mark drawn apart, a Japanese こ's
  // upper stroke or an Arabic dot is a small island of its own that the die-cut would otherwise
  // drop as a speck or a far island.
  const force = blankRaw(SIZE, SIZE);
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
  if (label) {
    const x = Math.round((SIZE - label.width) / 2);
    const y = Math.min(SIZE - label.height - 4, Math.round(bottom) - 36);
    blendRaw(canvas, label, x, y);
    blendRaw(force, label, x, y);
  }

  const outline = input.style.look?.outline ?? '#ffffff';
  const cut = await dieCutRaw(alphaBBox(canvas) ? canvas : figure, {
    outline,
    width: 10,
    size: SIZE,
    force: accents || label || pieces.length ? force : undefined,
  });
  return encodeWebp(squareRaw(cut, SIZE));
}

/** The text a sticker's parts are chosen from: what it shows, its name, its label and the theme. */
export const partsText = (input: StickerRenderInput) =>
  [input.entry.description, input.entry.name, input.entry.labelText, input.context]
    .filter(Boolean)
    .join(' \n ');

/** The local sticker renderer (docs/architecture.md): everything on this machine's CPU. */
export async function drawLocalSticker(
  input: StickerRenderInput,
  /** These parts instead of the ones the words ask for (the parts sheet, tests). */
  only?: ChosenParts,
): Promise<{ image: Buffer; parts: string[] }> {
  const r = rng(input.seed);
  const treatment = treatmentFor(input.style);
  const chosen = only ?? chooseParts(partsText(input), input.seed, input.labelLanguage);
  const figure = await drawFigure(input, r, treatment);
  const fill = treatment.family === 'neon' ? (treatment.colors[0] ?? '#ff2bd6') : '#2a1650';
  const image = await layoutSticker(figure.raw, input, r, fill, { chosen, head: figure.head, treatment });
  return { image, parts: partList(chosen) };
}

/** The sticker alone (scripts, previews). */
export async function renderLocalSticker(input: StickerRenderInput): Promise<Buffer> {
  return (await drawLocalSticker(input)).image;
}

export const localStickerRenderer: StickerRenderer = {
  async render(input) {
    if (input.tiles.length === 0) throw new Error('A sticker needs at least one character tile');
    return drawLocalSticker(input);
  },
};
