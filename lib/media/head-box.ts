import { alphaBBox, type Raw } from './raw';

export type Box = { x: number; y: number; width: number; height: number };

/**
 * Where the head is, from the silhouette alone (no face model): for an upright person or animal the
 * head is the top of the figure down to the narrowest "neck" row in its upper part; when no neck
 * stands out, the top 38% of the figure. Chibi styles enlarge it, close-ups frame it.
 */
export function estimateHeadBox(r: Raw): Box | null {
  const box = alphaBBox(r, 128);
  if (!box || box.height < 24) return null;
  const widths: number[] = [];
  for (let y = box.top; y < box.top + box.height; y++) {
    let n = 0;
    for (let x = box.left; x < box.left + box.width; x++)
      if ((r.data[(y * r.width + x) * 4 + 3] as number) >= 128) n++;
    widths.push(n);
  }
  // Shoulders: the first row clearly wider than the head (the widest row of the top quarter);
  // the neck is the narrowest row just above them.
  const H = box.height;
  const headWidth = Math.max(...widths.slice(0, Math.max(1, Math.round(H * 0.25))));
  let neck = Math.round(H * 0.38);
  let narrowest = neck;
  for (let i = Math.round(H * 0.15); i < Math.round(H * 0.7); i++) {
    if ((widths[i] as number) <= headWidth * 1.35) continue;
    let best = i;
    for (let j = Math.max(Math.round(H * 0.1), i - Math.round(H * 0.15)); j < i; j++) {
      if ((widths[j] as number) <= (widths[best] as number)) best = j;
    }
    // The narrowest row is often the chin itself: keep a little below it.
    narrowest = best;
    neck = Math.min(Math.round(H * 0.6), best + Math.round(H * 0.08));
    break;
  }
  let minX = box.left + box.width;
  let maxX = box.left;
  // The head's width: the rows above the neck (the margin below it may already reach the body).
  for (let y = box.top; y < box.top + narrowest; y++) {
    for (let x = box.left; x < box.left + box.width; x++) {
      if ((r.data[(y * r.width + x) * 4 + 3] as number) < 128) continue;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
    }
  }
  if (maxX < minX) return null;
  return { x: minX, y: box.top, width: maxX - minX + 1, height: neck };
}
