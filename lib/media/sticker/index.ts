import type { StickerRenderer, StickerRenderInput } from './types';
import { dieCutRaw } from '../die-cut';
import { renderLabel } from '../label/render-label';
import { alphaBBox, blankRaw, encodeWebp, type Raw, rawSharp } from '../raw';
import { squareRaw } from '../tile';
import { moodAccents } from './accents';
import { chibi } from './chibi';
import { blendRaw, groupSubjects, subjectFromTile } from './compose';
import { applyFamily } from './families';
import { treatmentFor } from './family-for';
import { planPose, vary } from './pose';
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
) {
  const subjects = await Promise.all(input.tiles.map((t) => subjectFromTile(t.data)));
  let subject = await groupSubjects(subjects);
  // One character: its tile's head box (character meta), in the cropped subject's rows.
  const only = input.tiles.length === 1 ? input.tiles[0] : undefined;
  const first = subjects[0];
  const headBottom = only?.headBox && first ? only.headBox.y + only.headBox.height - first.top : null;
  if (treatment.chibi) subject = await chibi(subject, headBottom);
  const plan = planPose(r, input.seed, input.entry.pose);
  subject = await vary(subject, plan, treatment.chibi ? null : headBottom);
  return applyFamily(subject, treatment, input.seed);
}

/**
 * The sticker around a figure (ours, or a hosted model's cut-out): mood marks, the label drawn by
 * us in its language, then ONE die-cut outline around it all on a 512 canvas (Telegram-ready WebP).
 */
export async function layoutSticker(
  figureIn: Raw,
  input: StickerRenderInput,
  r: () => number,
  labelFill = '#2a1650',
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
  const figure = await fit(figureIn, SIZE - 2 * MARGIN - 40, SIZE - 2 * MARGIN - labelRoom);
  const canvas = blankRaw(SIZE, SIZE);
  const left = Math.round((SIZE - figure.width) / 2);
  const top = MARGIN;
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
  if (label) {
    const x = Math.round((SIZE - label.width) / 2);
    const y = Math.min(SIZE - label.height - 4, top + figure.height - 36);
    blendRaw(canvas, label, x, y);
    blendRaw(force, label, x, y);
  }

  const outline = input.style.look?.outline ?? '#ffffff';
  const cut = await dieCutRaw(alphaBBox(canvas) ? canvas : figure, {
    outline,
    width: 10,
    size: SIZE,
    force: accents || label ? force : undefined,
  });
  return encodeWebp(squareRaw(cut, SIZE));
}

/** The local sticker renderer (docs/architecture.md): everything on this machine's CPU. */
export async function renderLocalSticker(input: StickerRenderInput): Promise<Buffer> {
  const r = rng(input.seed);
  const treatment = treatmentFor(input.style);
  const figure = await drawFigure(input, r, treatment);
  const fill = treatment.family === 'neon' ? (treatment.colors[0] ?? '#ff2bd6') : '#2a1650';
  return layoutSticker(figure, input, r, fill);
}

export const localStickerRenderer: StickerRenderer = {
  async render(input) {
    if (input.tiles.length === 0) throw new Error('A sticker needs at least one character tile');
    return { image: await renderLocalSticker(input) };
  },
};
