import { describe, expect, it } from 'vitest';
import { ApiRequestError, NETWORK_MESSAGES } from '@/lib/client/api-fetch';
import { networkErrorKey } from '@/lib/client/error-keys';
import { CREATE_FAILURES, createFailureOf } from '@/lib/client/sticker-errors';
import en from '@/messages/en.json';

// Product rule (docs/product-rules.md): a failed create shows a translated text chosen by the error code, never the server's
// English `message`.
const keyOf = (err: unknown) => {
  const f = createFailureOf(err);
  return 'key' in f ? f.key : f.kind;
};
const apiError = (status: number, errorCode: string, message: string, details?: unknown) =>
  new ApiRequestError(message, status, errorCode, { errorCode, message, details });

describe('create-sticker failure toasts', () => {
  it('maps the server’s codes to translated keys', () => {
    expect(createFailureOf(apiError(404, 'NOT_FOUND', 'Character not found'))).toEqual({
      kind: 'failure',
      key: 'characterMissing',
    });
    expect(
      createFailureOf(
        apiError(400, 'VALIDATION_ERROR', 'The character “Robo” is not ready yet.', {
          reason: 'CHARACTER_NOT_READY',
        }),
      ),
    ).toEqual({ kind: 'failure', key: 'characterNotReady' });
    expect(keyOf(apiError(403, 'FORBIDDEN', 'Purchase the style “Gold” before using it.'))).toBe(
      'styleNotOwned',
    );
    expect(keyOf(apiError(409, 'TOO_MANY_IN_PROGRESS', 'Too many actions'))).toBe('busy');
    expect(keyOf(apiError(401, 'UNAUTHENTICATED', 'Authentication required'))).toBe('auth');
    expect(createFailureOf(apiError(402, 'INSUFFICIENT_CREDITS', 'You need 32 credits'))).toEqual({
      kind: 'insufficient',
    });
    expect(createFailureOf(apiError(500, 'INTERNAL_ERROR', 'Something went wrong.'))).toEqual({
      kind: 'failure',
      key: 'generic',
    });
    expect(createFailureOf(new Error('Invalid response: no stickers'))).toEqual({
      kind: 'failure',
      key: 'generic',
    });
  });

  it('reads a refused product rule from the message or the validation details', () => {
    expect(createFailureOf(apiError(400, 'VALIDATION_ERROR', 'You can select up to 3 styles.'))).toEqual({
      kind: 'draft',
      key: 'tooManyStyles',
    });
    const details = [{ path: 'moods', message: 'You can select up to 5 moods.', code: 'too_big' }];
    expect(createFailureOf(apiError(400, 'VALIDATION_ERROR', 'Invalid input', details))).toEqual({
      kind: 'draft',
      key: 'tooManyMoods',
    });
  });

  it('shares the network keys with billing (errors.*)', () => {
    const timeout = new ApiRequestError(NETWORK_MESSAGES.timeout, 0, 'TIMEOUT');
    expect(networkErrorKey(timeout)).toBe('timeout');
    expect(createFailureOf(timeout)).toEqual({ kind: 'network', key: 'timeout' });
    expect(networkErrorKey(apiError(500, 'INTERNAL_ERROR', 'x'))).toBeNull();
  });

  it('has an English text for every key it can return', () => {
    const failures = en.createSticker.failures as Record<string, string>;
    for (const key of CREATE_FAILURES) expect(failures[key], key).toEqual(expect.any(String));
    expect(en.createSticker.errors.tooManyMoods).toEqual(expect.any(String));
    expect(en.errors.timeout).toEqual(expect.any(String));
  });
});
