import type { Raw } from '../raw';
import type { StickerRenderer, StickerRenderInput } from './types';
import { drawFigure } from './figure';
import { treatmentFor } from './family-for';
import { DEFAULT_LABEL_FILL, layoutPlaced, type StickerBoxes } from './layout';
import type { ChosenParts } from './parts';
import { partList } from './parts/catalogue';
import { chooseParts, choosePose } from './parts/words';
import { rng } from './random';
import { encodeFigure, type StickerLayout } from './relabel';

export {
  boxesMeet,
  type CanvasBox,
  DEFAULT_LABEL_FILL,
  type LayoutParts,
  layoutPlaced,
  layoutSticker,
  type StickerBoxes,
} from './layout';

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
  /** This pose instead of the one the words ask for (the pose sheet). */
  onlyPose?: string,
): Promise<{ image: Buffer; parts: string[]; boxes: StickerBoxes; layout: StickerLayout; figure: Raw }> {
  // Draws are counted: a relabel replays the layout from the same point of the seed's sequence.
  const seeded = rng(input.seed);
  let draws = 0;
  const r = () => {
    draws++;
    return seeded();
  };
  const treatment = treatmentFor(input.style);
  let chosen = only ?? chooseParts(partsText(input), input.seed, input.labelLanguage);
  // Drawn families put the heads on drawn bodies in a pose its words ask for; photo keeps the cut-out.
  const pose =
    treatment.family === 'photo'
      ? null
      : (onlyPose ??
        choosePose(
          // The entry's pose text first, then its description, then the label and the theme: the
          // pose asked for wins over a pose the label's words suggest ("Hey!" would wave).
          [input.entry.pose ?? '', input.entry.description, partsText(input)],
          input.seed,
          input.labelLanguage,
        ));
  const figure = await drawFigure(input, r, treatment, pose);
  const drawn = figure.hand ? pose : null;
  // A sleeping body draws its own Z's; the effect's, turned with a lying head, would read as N's.
  if (drawn === 'sleep' && chosen.effect === 'zzz') chosen = { ...chosen, effect: undefined };
  const fill = treatment.family === 'neon' ? (treatment.colors[0] ?? '#ff2bd6') : DEFAULT_LABEL_FILL;
  const layoutParts = { chosen, head: figure.head, faces: figure.faces, hand: figure.hand, treatment };
  const layout: StickerLayout = {
    seed: input.seed,
    draws,
    moods: input.moods,
    fill,
    outline: input.style.look?.outline ?? null,
    // Only what the layout reads of the treatment: the stored layout is JSON.
    parts: { ...layoutParts, treatment: { family: treatment.family, colors: treatment.colors } },
  };
  const placed = await layoutPlaced(figure.raw, input, r, fill, layoutParts);
  // The pose of a drawn body is recorded first, then the parts.
  const parts = drawn ? [drawn, ...partList(chosen)] : partList(chosen);
  return { image: placed.image, parts, boxes: placed.boxes, layout, figure: figure.raw };
}

/** The sticker alone (scripts, previews). */
export async function renderLocalSticker(input: StickerRenderInput): Promise<Buffer> {
  return (await drawLocalSticker(input)).image;
}

export const localStickerRenderer: StickerRenderer = {
  async render(input) {
    if (input.tiles.length === 0) throw new Error('A sticker needs at least one character tile');
    const { image, parts, layout, figure } = await drawLocalSticker(input);
    return { image, parts, layer: { figure: await encodeFigure(figure), layout } };
  },
};
