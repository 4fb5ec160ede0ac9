// Browser data layer (docs/product-rules.md): same-origin JSON calls with a 60 s timeout and the documented error texts.
export const API_TIMEOUT_MS = 60_000;

export type ApiErrorBody = {
  errorCode?: string;
  error_code?: string;
  message?: string;
  error?: string;
  details?: unknown;
};

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly status: number,
    readonly errorCode?: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
  get details(): unknown {
    return (this.body as ApiErrorBody | undefined)?.details;
  }
}

export const NETWORK_MESSAGES = {
  timeout: 'API request timed out. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  cors: 'Server connection error (CORS). The API server is not accessible.',
  other: 'API server connection failed. Please try again later.',
} as const;

type Options = Omit<RequestInit, 'body'> & { body?: unknown; timeoutMs?: number; fetchImpl?: typeof fetch };

// Product rule (docs/product-rules.md): after a paid action the new balance comes with the response. The one place that applies
// it is here, for every call: the app registers a listener (lib/client/use-me setBalanceFromResponse).
type BalanceListener = (availableCredits: number) => void;
const balanceListeners = new Set<BalanceListener>();

/** Called with data.balance.availableCredits of every successful response that carries it. */
export function onResponseBalance(listener: BalanceListener): () => void {
  balanceListeners.add(listener);
  return () => balanceListeners.delete(listener);
}

export async function apiFetch<T = unknown>(path: string, opts: Options = {}): Promise<T> {
  const { body, timeoutMs = API_TIMEOUT_MS, fetchImpl = fetch, headers, ...init } = opts;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs);
  if (init.signal) init.signal.addEventListener('abort', () => controller.abort(init.signal?.reason));
  let res: Response;
  try {
    res = await fetchImpl(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    throw toNetworkError(err, controller.signal);
  } finally {
    clearTimeout(timer);
  }
  const text = await res.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok) {
    const b = (parsed && typeof parsed === 'object' ? parsed : {}) as ApiErrorBody;
    const message = b.message ?? b.error ?? `API error: ${res.status} - ${res.statusText}`;
    throw new ApiRequestError(message, res.status, b.errorCode ?? b.error_code, parsed);
  }
  const balance = balanceOf(parsed);
  if (balance !== undefined) for (const listener of balanceListeners) listener(balance);
  return parsed as T;
}

function toNetworkError(err: unknown, signal: AbortSignal): ApiRequestError {
  const name = (err as { name?: string })?.name;
  if (
    name === 'TimeoutError' ||
    (signal.aborted && (signal.reason as { name?: string })?.name === 'TimeoutError')
  ) {
    return new ApiRequestError(NETWORK_MESSAGES.timeout, 0, 'TIMEOUT');
  }
  if (name === 'AbortError') return new ApiRequestError('Request cancelled', 0, 'ABORTED');
  const msg = String((err as Error)?.message ?? '');
  if (/cors|cross-origin/i.test(msg)) return new ApiRequestError(NETWORK_MESSAGES.cors, 0, 'CORS');
  if (err instanceof TypeError) return new ApiRequestError(NETWORK_MESSAGES.network, 0, 'NETWORK');
  return new ApiRequestError(NETWORK_MESSAGES.other, 0, 'CONNECTION');
}

/** Unwraps `{ data: { result } }` (or `{ data }`) — docs/product-rules.md: responses wrap results in data or result. */
export function unwrap<T>(body: unknown): T {
  const data = (body as { data?: unknown })?.data;
  if (data && typeof data === 'object' && 'result' in data) return (data as { result: T }).result;
  return data as T;
}

export function balanceOf(body: unknown): number | undefined {
  const n = (body as { data?: { balance?: { availableCredits?: unknown } } })?.data?.balance
    ?.availableCredits;
  return typeof n === 'number' ? n : undefined;
}
