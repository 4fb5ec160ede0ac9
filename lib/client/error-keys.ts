import { ApiRequestError } from './api-fetch';

// Product rule (docs/product-rules.md): the browser-side failures apiFetch raises (code → key under the `errors` messages), one
// mapping for every feature that shows them.
const NETWORK_KEYS = {
  TIMEOUT: 'timeout',
  NETWORK: 'network',
  CORS: 'cors',
  CONNECTION: 'connection',
} as const;
export type NetworkErrorKey = (typeof NETWORK_KEYS)[keyof typeof NETWORK_KEYS];

/** The `errors.*` key of a timeout, network, CORS or connection failure; null for anything else. */
export function networkErrorKey(err: unknown): NetworkErrorKey | null {
  if (!(err instanceof ApiRequestError) || !err.errorCode) return null;
  return NETWORK_KEYS[err.errorCode as keyof typeof NETWORK_KEYS] ?? null;
}
