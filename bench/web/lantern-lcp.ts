// Why Lighthouse's simulated LCP is what it is (the LCP rows). Lighthouse estimates LCP
// ("Lantern") from the requests and main-thread tasks it keeps in a graph of what the largest paint
// needed. A script counts when it finished loading before the paint observed in the unthrottled run,
// unless Lantern finds the task that ran it and that task started after the paint. Lantern drops
// tasks under 10 ms from its graph before looking, so a script that ran quickly, even well after the
// paint, is kept as if the paint had waited for it. This reads the files Lighthouse writes with
// `--save-assets` and LANTERN_DEBUG=1 and lists each script the estimate counted, when it ran and
// how long its task took.
import fs from 'node:fs';

type TraceEvent = {
  name: string;
  ph?: string;
  ts: number;
  dur?: number;
  pid?: number;
  tid?: number;
  args?: { data?: { url?: string; requestId?: string; mimeType?: string; encodedDataLength?: number } };
};

export type CountedScript = {
  file: string;
  bytes: number;
  /** ms from the observed LCP to the start of the task that ran it; null if no run was recorded. */
  ranAfterLcpMs: number | null;
  taskMs: number | null;
};

export type LcpExplanation = { requests: number; scripts: CountedScript[] };

/** Chrome's names for a main-thread task (the ones Lantern builds its CPU nodes from). */
const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

const events = (file: string): TraceEvent[] => {
  const json = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(json) ? json : json.traceEvents;
};

/**
 * `base` is the output path without `.json` (Lighthouse names its assets after it);
 * `observedLcpTs` is the trace timestamp (µs) of the observed LCP, from the report's metrics.
 */
export function explainLcp(base: string, observedLcpTs: number): LcpExplanation {
  const graph = events(`${base}-pessimisticLargestContentfulPaint.trace.json`);
  const urls = new Map<string, string>();
  const scripts = new Set<string>();
  const bytes = new Map<string, number>();
  for (const e of graph) {
    const d = e.args?.data;
    if (!d?.requestId) continue;
    if (e.name === 'ResourceSendRequest' && d.url) urls.set(d.requestId, d.url);
    if (e.name === 'ResourceReceiveResponse' && d.mimeType?.includes('javascript')) scripts.add(d.requestId);
    if (e.name === 'ResourceFinish') bytes.set(d.requestId, d.encodedDataLength ?? 0);
  }
  const trace = events(`${base}-0.trace.json`);
  const counted: CountedScript[] = [];
  for (const id of scripts) {
    const url = urls.get(id) ?? '';
    const run = trace.find((e) => e.name === 'EvaluateScript' && e.ph === 'X' && e.args?.data?.url === url);
    const task =
      run &&
      trace.find(
        (t) =>
          TASKS.has(t.name) &&
          t.ph === 'X' &&
          t.pid === run.pid &&
          t.tid === run.tid &&
          t.ts <= run.ts &&
          run.ts < t.ts + (t.dur ?? 0),
      );
    counted.push({
      file: url.split('/').pop() ?? url,
      bytes: bytes.get(id) ?? 0,
      ranAfterLcpMs: task ? (task.ts - observedLcpTs) / 1000 : null,
      taskMs: task?.dur !== undefined ? task.dur / 1000 : null,
    });
  }
  counted.sort((a, b) => b.bytes - a.bytes);
  return { requests: urls.size, scripts: counted };
}

export function printLcpExplanation(title: string, x: LcpExplanation) {
  const total = x.scripts.reduce((s, c) => s + c.bytes, 0);
  console.log(`\n${title}`);
  console.log(
    `  the estimate counted ${x.requests} requests, ${x.scripts.length} of them scripts (${(total / 1024).toFixed(0)} KB):`,
  );
  for (const c of x.scripts) {
    const when =
      c.ranAfterLcpMs === null
        ? 'no run recorded'
        : `its task started ${c.ranAfterLcpMs.toFixed(0)} ms ${c.ranAfterLcpMs >= 0 ? 'after' : 'before'} the observed LCP and took ${(c.taskMs ?? 0).toFixed(1)} ms`;
    console.log(`    ${c.file.padEnd(34)} ${`${(c.bytes / 1024).toFixed(1)} KB`.padStart(9)}  ${when}`);
  }
  if (x.scripts.some((c) => c.ranAfterLcpMs !== null && c.ranAfterLcpMs >= 0 && (c.taskMs ?? 0) < 10))
    console.log(
      '  Scripts that ran after the observed LCP in tasks under 10 ms are still counted: Lantern drops such\n' +
        '  tasks from its graph, and keeps a script whose run it cannot find as if the paint had waited for it.',
    );
}
