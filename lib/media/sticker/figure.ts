import type { StickerRenderInput } from './types';
import { estimateHeadBox } from '../head-box';
import { hexToRgb, type Raw } from '../raw';
import { isPhotoCut, portraitBadge } from './badge';
import { chibi } from './chibi';
import { groupSubjects, RING, subjectFromTile } from './compose';
import { applyFamily } from './families';
import type { treatmentFor } from './family-for';
import { type Head, headFromBox } from './parts';
import { type HeadPose, planPose, varyFigure } from './pose';
import { drawnFigure } from './body/figure-drawn';
import type { DrawnFigure } from './body/drawn';

type Hand = DrawnFigure['hand'];

/** A bright colour of the style for a badge's ring (a dark one would vanish into the ink line). */
function ringColour(colors: string[]): string {
  const bright = colors.find((c) => {
    const [r, g, b] = hexToRgb(c);
    return 0.299 * r + 0.587 * g + 0.114 * b > 110;
  });
  return bright ?? '#ffc93c';
}

/** The figure of a sticker: characters composed, posed and framed per seed, drawn in the style. */
export async function drawFigure(
  input: StickerRenderInput,
  r: () => number,
  treatment: ReturnType<typeof treatmentFor>,
  /** A drawn family's pose: the heads go on drawn bodies (body/); null keeps the photo cut-out. */
  pose: string | null = null,
): Promise<{ raw: Raw; head: Head | null; faces: Head[]; hand?: Hand }> {
  const cut = await Promise.all(input.tiles.map((t) => subjectFromTile(t.data)));
  // A photo-filling pet is drawn as a portrait badge; its face is the badge's photo.
  const badges = await Promise.all(
    cut.map((s) => (isPhotoCut(s) ? portraitBadge(s, ringColour(treatment.colors)) : null)),
  );
  const anyBadge = badges.some(Boolean);
  // One character: its tile's head box (character meta), in the cropped subject's rows.
  const only = input.tiles.length === 1 && !anyBadge ? input.tiles[0] : undefined;
  const first = cut[0];
  const headBottom = only?.headBox && first ? only.headBox.y + only.headBox.height - first.top : null;
  // Every character's head: the tile's head box, else its silhouette's top (or its badge's photo).
  const boxes = cut.map((c, i) => {
    const hb = input.tiles[i]?.headBox;
    const badge = badges[i];
    if (badge) return badge.inner;
    // The tile's box is measured on the tile, its white ring included: the head itself is inside it.
    return hb
      ? {
          x: hb.x + RING - c.left,
          y: hb.y + RING - c.top,
          width: Math.max(1, hb.width - 2 * RING),
          height: Math.max(1, hb.height - RING),
        }
      : estimateHeadBox(c);
  });
  // Drawn families: every character's own head on a drawn body (a pet's badge keeps its photo).
  const known = boxes.filter((b): b is NonNullable<typeof b> => b != null);
  if (pose && !anyBadge && known.length === cut.length)
    return drawnFigure(cut, known, pose, input.seed, treatment);
  // Chibi proportions per character, before grouping: a cut through the group would slice the
  // friends standing behind at the front one's neck.
  const subjects: Raw[] = await Promise.all(
    cut.map(async (c, i) => {
      const badge = badges[i];
      if (badge) return badge;
      if (!treatment.chibi) return c;
      const hb = input.tiles[i]?.headBox;
      const big = await chibi(c, hb ? hb.y + hb.height - c.top : null);
      const box = boxes[i];
      if (box)
        boxes[i] = {
          x: box.x * big.headScale,
          y: box.y * big.headScale,
          width: box.width * big.headScale,
          height: box.height * big.headScale,
        };
      return big;
    }),
  );
  const subject: Raw = await groupSubjects(subjects);
  const places = (subject as { places?: { x: number; y: number; k: number }[] }).places;
  // The heads followed through the grouping (then the pose); the first one is the one parts sit on.
  const faces: (HeadPose | null)[] = boxes.map((box, i) => {
    if (!box) return null;
    const place = places?.[i] ?? { x: 0, y: 0, k: 1 };
    return headFromBox({
      x: place.x + box.x * place.k,
      y: place.y + box.y * place.k,
      width: box.width * place.k,
      height: box.height * place.k,
    });
  });
  const plan = planPose(r, input.seed, input.entry.pose);
  // A group or a badge is shown whole: a close-up would cut the friends' bodies or the badge's ring.
  const framed = input.tiles.length > 1 || anyBadge ? { ...plan, framing: 'full' as const } : plan;
  const varied = await varyFigure(
    subject,
    framed,
    treatment.chibi ? null : headBottom,
    faces[0] ?? null,
    faces.filter((f): f is HeadPose => f !== null),
  );
  return {
    raw: await applyFamily(varied.raw, treatment, input.seed, { faces: varied.faces }),
    head: varied.head,
    faces: varied.faces,
  };
}
