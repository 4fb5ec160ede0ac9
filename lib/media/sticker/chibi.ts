import { blankRaw, type Raw, rawSharp } from '../raw';
import { blendRaw } from './compose';

/**
 * Chibi proportions: the head (the tile's head box when known, else the top ~38% of the figure)
 * drawn ~1.4× larger over a body shrunk to ~85%, joined at the neck.
 */
export async function chibi(subject: Raw, headBottom?: number | null): Promise<Raw & { headScale: number }> {
  const cut = Math.round(
    Math.min(subject.height * 0.55, Math.max(subject.height * 0.25, headBottom ?? subject.height * 0.38)),
  );
  const run = async (s: ReturnType<typeof rawSharp>): Promise<Raw> => {
    const { data, info } = await s.raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const head = await run(
    rawSharp(subject)
      .extract({ left: 0, top: 0, width: subject.width, height: cut })
      .resize(Math.round(subject.width * 1.4)),
  );
  const bodyH = subject.height - cut;
  const body = await run(
    rawSharp(subject)
      .extract({ left: 0, top: cut, width: subject.width, height: Math.max(1, bodyH) })
      .resize(Math.round(subject.width * 0.85)),
  );
  const width = Math.max(head.width, body.width);
  const overlap = Math.round(head.height * 0.12);
  const out = blankRaw(width, head.height + body.height - overlap);
  blendRaw(out, body, Math.round((width - body.width) / 2), head.height - overlap);
  blendRaw(out, head, Math.round((width - head.width) / 2), 0);
  // The head's pixels grew by this much (from the top-left corner: the head is as wide as the figure).
  return { ...out, headScale: head.width / subject.width };
}
