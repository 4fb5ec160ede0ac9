import { ApiRequestError } from './api-fetch';
import { type NetworkErrorKey, networkErrorKey } from './error-keys';
import { type DraftErrorKey, draftErrorKeyOf } from './sticker-form';

// A failed sticker creation shows an error toast (docs/product-rules.md). The server's `message` is
// English: the toast shows a translated text chosen by the error code (and, for a refused payload,
// by the rule's own text).
export const CREATE_FAILURES = [
  'characterMissing',
  'characterNotReady',
  'styleNotOwned',
  'busy',
  'rateLimited',
  'auth',
  'generic',
] as const;
export type CreateFailureKey = (typeof CREATE_FAILURES)[number];

export type CreateFailure =
  | { kind: 'insufficient' }
  /** A product rule the server refused (createSticker.errors.*). */
  | { kind: 'draft'; key: DraftErrorKey }
  /** The request did not get through (errors.*). */
  | { kind: 'network'; key: NetworkErrorKey }
  /** createSticker.failures.* */
  | { kind: 'failure'; key: CreateFailureKey };

function draftKeyOf(err: ApiRequestError): DraftErrorKey | null {
  const details = Array.isArray(err.details) ? (err.details as { message?: unknown }[]) : [];
  for (const m of [err.message, ...details.map((d) => d?.message)]) {
    const key = typeof m === 'string' ? draftErrorKeyOf(m) : null;
    if (key) return key;
  }
  return null;
}

export function createFailureOf(err: unknown): CreateFailure {
  const network = networkErrorKey(err);
  if (network) return { kind: 'network', key: network };
  if (!(err instanceof ApiRequestError)) return { kind: 'failure', key: 'generic' };
  const failure = (key: CreateFailureKey): CreateFailure => ({ kind: 'failure', key });
  if (err.status === 402 || err.errorCode === 'INSUFFICIENT_CREDITS') return { kind: 'insufficient' };
  switch (err.errorCode) {
    case 'VALIDATION_ERROR': {
      const key = draftKeyOf(err);
      if (key) return { kind: 'draft', key };
      const reason = (err.details as { reason?: unknown } | undefined)?.reason;
      return failure(reason === 'CHARACTER_NOT_READY' ? 'characterNotReady' : 'generic');
    }
    // The only 404 of POST /v1/stickers: a chosen character is gone (deleted elsewhere).
    case 'NOT_FOUND':
      return failure('characterMissing');
    // A paid style not (or no longer) owned.
    case 'FORBIDDEN':
      return failure('styleNotOwned');
    case 'TOO_MANY_IN_PROGRESS':
      return failure('busy');
    case 'RATE_LIMITED':
      return failure('rateLimited');
    case 'UNAUTHENTICATED':
      return failure('auth');
    default:
      return failure(err.status === 401 ? 'auth' : 'generic');
  }
}
