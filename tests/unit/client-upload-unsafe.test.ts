import { describe, expect, it } from 'vitest';
import { putUpload, UploadFailedError } from '@/lib/client/uploads';

// A photo the server's safety screen refuses (422 UNSAFE_CONTENT, lib/uploads/service.ts) is the
// 'unsafe' failure, which opens the unsafe-content dialog (components/characters/use-create-character.ts).
const answer = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      statusText: 'Unprocessable Entity',
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

describe('putUpload and the safety screen', () => {
  const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });

  it('422 UNSAFE_CONTENT is the unsafe failure', async () => {
    const err = await putUpload('/u', file, answer(422, { errorCode: 'UNSAFE_CONTENT', message: 'x' })).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(UploadFailedError);
    expect(err).toMatchObject({ status: 422, failure: 'unsafe' });
  });

  it('another 422, or one without a JSON body, stays a plain failure', async () => {
    const other = await putUpload('/u', file, answer(422, { errorCode: 'VALIDATION_ERROR' })).catch((e) => e);
    expect(other).toMatchObject({ failure: 'failed' });
    const text = (async () => new Response('nope', { status: 422 })) as unknown as typeof fetch;
    expect(await putUpload('/u', file, text).catch((e) => e)).toMatchObject({ failure: 'failed' });
  });
});
