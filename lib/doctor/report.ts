/** One service's verdict: ok with what was seen, a fix naming the variable, or not configured. */
export type Verdict =
  | { service: string; state: 'ok'; detail: string }
  | { service: string; state: 'fail'; detail: string }
  | { service: string; state: 'off'; detail: string };

export const ok = (service: string, detail: string): Verdict => ({ service, state: 'ok', detail });
export const fail = (service: string, detail: string): Verdict => ({ service, state: 'fail', detail });
export const off = (service: string, detail: string): Verdict => ({ service, state: 'off', detail });

const MARK = { ok: '✓', fail: '✗', off: '·' } as const;

export function formatVerdict(v: Verdict): string {
  return `${MARK[v.state]} ${v.service}: ${v.detail}`;
}
