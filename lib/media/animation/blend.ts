import type { Raw } from '../raw';

/** Straight-alpha "over" of `src` centred at (cx, cy) onto `dst`, clipped to it, times `alpha`. */
export function blendOver(dst: Raw, src: Raw, cx: number, cy: number, alpha = 1) {
  const left = Math.round(cx - src.width / 2);
  const top = Math.round(cy - src.height / 2);
  const x0 = Math.max(0, -left);
  const x1 = Math.min(src.width, dst.width - left);
  for (let y = Math.max(0, -top); y < src.height && y + top < dst.height; y++) {
    for (let x = x0; x < x1; x++) {
      const s = (y * src.width + x) * 4;
      const a = ((src.data[s + 3] as number) / 255) * alpha;
      if (a <= 0) continue;
      const d = ((y + top) * dst.width + x + left) * 4;
      const da = (dst.data[d + 3] as number) / 255;
      const out = a + da * (1 - a);
      for (let c = 0; c < 3; c++) {
        const v = ((src.data[s + c] as number) * a + (dst.data[d + c] as number) * da * (1 - a)) / out;
        dst.data[d + c] = Math.round(v);
      }
      dst.data[d + 3] = Math.round(out * 255);
    }
  }
}
