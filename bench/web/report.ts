import os from 'node:os';

// Small helpers shared by bench/lighthouse and bench/load: medians and a Markdown table with a
// verdict per row, so the output can be pasted into an issue as it is.

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

export type Row = { label: string; minimal: string; ours: string; ratio?: string; goal: string; ok: boolean };

export function printTable(title: string, rows: Row[]) {
  const head = ['', 'minimal page', 'ours', 'ratio', 'goal', ''];
  const lines = [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map(
      (r) => `| ${[r.label, r.minimal, r.ours, r.ratio ?? '', r.goal, r.ok ? 'ok' : 'MISSED'].join(' | ')} |`,
    ),
  ];
  console.log(`\n${title}\n\n${lines.join('\n')}\n`);
  const missed = rows.filter((r) => !r.ok).length;
  console.log(
    missed ? `${missed} of ${rows.length} rows missed their goal.` : `All ${rows.length} rows at goal.`,
  );
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
export const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
export const ratio = (ours: number, minimal: number) => `${(ours / minimal).toFixed(2)}×`;

export function machineLine(): string {
  const cpus = os.cpus();
  return `machine: ${cpus.length} cores, ${cpus[0]?.model ?? '?'}, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, node ${process.version}`;
}
