import type { Raw } from '@/lib/media/raw';

/** How many separate opaque islands (alpha ≥ 128, 8-connectivity) an image has. */
export function islands(r: Raw): number {
  const n = r.width * r.height;
  const seen = new Uint8Array(n);
  let count = 0;
  for (let i = 0; i < n; i++) {
    if (seen[i] || (r.data[i * 4 + 3] as number) < 128) continue;
    count++;
    const stack = [i];
    seen[i] = 1;
    while (stack.length) {
      const p = stack.pop() as number;
      const x = p % r.width;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const q = p + dy * r.width + dx;
          if (q < 0 || q >= n || x + dx < 0 || x + dx >= r.width || seen[q]) continue;
          if ((r.data[q * 4 + 3] as number) >= 128) {
            seen[q] = 1;
            stack.push(q);
          }
        }
    }
  }
  return count;
}
