// The HTML a page sends: bytes on the wire with gzip, as `next start` compresses it, inlined CSS
// included. Counted from the raw response (fetch would decode it), so the number is deterministic.
import http from 'node:http';
import zlib from 'node:zlib';
import type { Row } from './report';
import { kb } from './report';

export const HTML_SENT_GOAL = 24 * 1024;

export type HtmlSent = { sent: number; decoded: number; css: number };

function get(url: string): Promise<{ body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ body: Buffer.concat(parts), encoding: String(res.headers['content-encoding'] ?? '') }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Bytes sent for a page's HTML, its decoded size and the decoded size of its inlined <style>s. */
export async function htmlSent(url: string): Promise<HtmlSent> {
  const { body, encoding } = await get(url);
  const html = (encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');
  const css = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].reduce(
    (n, m) => n + Buffer.byteLength(m[1] ?? ''),
    0,
  );
  return { sent: body.length, decoded: Buffer.byteLength(html), css };
}

/** One row per page against the minimal page's HTML: ≤ 24 KB sent. */
export async function htmlSentRows(
  minimalUrl: string,
  pages: { key: string; url: string }[],
): Promise<Row[]> {
  const min = await htmlSent(minimalUrl);
  const rows: Row[] = [];
  for (const p of pages) {
    const h = await htmlSent(p.url);
    rows.push({
      label: `HTML sent \`${p.key}\` (gzip; decoded, of it inlined CSS)`,
      minimal: `${kb(min.sent)} (${kb(min.decoded)})`,
      ours: `${(h.sent / 1024).toFixed(1)} KB (${kb(h.decoded)}, ${kb(h.css)} CSS)`,
      ratio: `${(h.sent / min.sent).toFixed(1)}×`,
      goal: '≤ 24 KB',
      ok: h.sent <= HTML_SENT_GOAL,
    });
  }
  return rows;
}
