/** What an HTTP probe saw: a status and a parsed body, or the network error that stopped it. */
export type Probe = { status: number; body: unknown; error?: string };

/** One cheap request with a deadline; the doctor must finish even when a service hangs. */
export async function probe(url: string, init: RequestInit = {}, timeoutMs = 8000): Promise<Probe> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return { status: 0, body: null, error: e.cause?.code ?? e.name ?? 'network error' };
  }
}

export const field = (body: unknown, key: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[key] : undefined;

/** "HTTP 401" or "unreachable (ECONNREFUSED)": the part of a failure line that says what happened. */
export function seen(p: Probe): string {
  return p.status === 0 ? `unreachable (${p.error ?? 'network error'})` : `HTTP ${p.status}`;
}

export const trimSlash = (url: string) => url.replace(/\/+$/, '');
