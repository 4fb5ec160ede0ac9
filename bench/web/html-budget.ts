// Where a page's HTML bytes go (the HTML row). A server-rendered App Router page carries its
// markup and, again, the same tree as inlined RSC data (`self.__next_f.push(…)`), so the split below
// shows which parts are content and which are fixed costs every page pays before its first section.

export type BudgetPart = { part: string; bytes: number };

const bytes = (s: string) => Buffer.byteLength(s);
/** One inlined RSC chunk: `<script>self.__next_f.push([1,"…"])</script>`, its argument captured. */
const RSC_SCRIPT = /<script>self\.__next_f\.push\((.*?)\)<\/script>/gs;

/** The characters of the page's inlined RSC payload (the push arguments, as written in the HTML). */
export const inlinedRscBytes = (html: string) =>
  [...html.matchAll(RSC_SCRIPT)].reduce((n, m) => n + (m[1]?.length ?? 0), 0);
const sum = (xs: string[]) => xs.reduce((n, x) => n + bytes(x), 0);

/** The inlined RSC rows of a page, decoded (one string per row). */
function flightRows(html: string): { rows: string[]; scriptBytes: number } {
  let text = '';
  let scriptBytes = 0;
  for (const m of html.matchAll(RSC_SCRIPT)) {
    scriptBytes += bytes(m[0]);
    const chunk = JSON.parse(m[1] as string) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1];
  }
  return { rows: text.split('\n').filter(Boolean), scriptBytes };
}

function flightKind(row: string): string {
  const body = row.slice(row.indexOf(':') + 1);
  if (/^I\[/.test(body)) return 'RSC: client component references';
  if (/^T[0-9a-f]+,\{"@context"/.test(body)) return 'RSC: JSON-LD';
  if (/"messages":\{/.test(body)) return 'RSC: translated messages for client components';
  if (/^\[\["\$","title"/.test(body) || /"rel":"alternate"/.test(body)) return 'RSC: <head> metadata';
  if (/^\["\$","(section|footer|header|nav|main|div|ul|p|article)"/.test(body))
    return 'RSC: server-rendered elements';
  return 'RSC: router state and other rows';
}

/** Splits a page's HTML into markup parts and RSC parts, largest first. */
export function htmlBudget(html: string): BudgetPart[] {
  const { rows, scriptBytes } = flightRows(html);
  const markup = html.replace(RSC_SCRIPT, '');
  const bodyAt = markup.indexOf('<body');
  const head = markup.slice(0, bodyAt);
  const body = markup.slice(bodyAt);
  const alternates = sum(head.match(/<link rel="alternate"[^>]*>/g) ?? []);
  const social = sum(head.match(/<meta (?:property|name)="(?:og|twitter):[^>]*>/g) ?? []);
  const jsonLd = sum(body.match(/<script\b[^>]*\btype="application\/ld\+json"[^>]*>.*?<\/script>/gs) ?? []);
  const parts: BudgetPart[] = [
    { part: 'HTML: <head> hreflang alternates', bytes: alternates },
    { part: 'HTML: <head> Open Graph and Twitter tags', bytes: social },
    { part: 'HTML: rest of <head> (title, scripts, styles)', bytes: bytes(head) - alternates - social },
    { part: 'HTML: JSON-LD', bytes: jsonLd },
    { part: 'HTML: <body> markup', bytes: bytes(body) - jsonLd },
  ];
  const byKind = new Map<string, number>();
  for (const row of rows) {
    const kind = flightKind(row);
    byKind.set(kind, (byKind.get(kind) ?? 0) + bytes(row) + 1);
  }
  for (const [part, n] of byKind) parts.push({ part, bytes: n });
  const decoded = [...byKind.values()].reduce((a, b) => a + b, 0);
  parts.push({ part: 'RSC: <script> wrappers and JSON escaping', bytes: scriptBytes - decoded });
  return parts.sort((a, b) => b.bytes - a.bytes);
}

export function printHtmlBudget(title: string, html: string) {
  const total = bytes(html);
  const lines = htmlBudget(html).map(
    (p) => `| ${p.part} | ${(p.bytes / 1024).toFixed(1)} KB | ${((100 * p.bytes) / total).toFixed(0)}% |`,
  );
  console.log(
    `\n${title} — ${(total / 1024).toFixed(1)} KB\n\n| part | bytes | share |\n|---|---|---|\n${lines.join('\n')}\n`,
  );
}
