import { alphaBBox, type Raw, rawSharp } from '../raw';
import { pick } from './random';

export type Framing = 'full' | 'closeup' | 'waist';

async function run(img: ReturnType<typeof rawSharp>): Promise<Raw> {
  const { data, info } = await img.raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Pose and framing varied per sticker (deterministic from its seed): full figure, waist up or a
 * head-and-shoulders close-up, a slight tilt, sometimes mirrored — so a set of one character does
 * not repeat the same picture.
 */
export async function vary(subject: Raw, r: () => number, headBottom?: number | null): Promise<Raw> {
  const framing = pick<Framing>(r, ['full', 'full', 'waist', 'closeup']);
  let img = subject;
  if (framing !== 'full' && subject.height > 120) {
    // The head box, when known, decides the close-up; else the top of the silhouette.
    const share = framing === 'closeup' ? 0.5 : 0.72;
    const bottom =
      framing === 'closeup' && headBottom
        ? Math.min(subject.height, headBottom * 1.6)
        : subject.height * share;
    img = await run(
      rawSharp(subject).extract({
        left: 0,
        top: 0,
        width: subject.width,
        height: Math.max(60, Math.round(bottom)),
      }),
    );
  }
  const angle = (r() * 2 - 1) * 8;
  const flip = r() < 0.35;
  let s = rawSharp(img);
  if (flip) s = s.flop();
  const rotated = await run(s.rotate(angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } }));
  const box = alphaBBox(rotated, 24);
  return box ? run(rawSharp(rotated).extract(box)) : rotated;
}
