import { describe, expect, it } from 'vitest';
import { createUploadUrls } from '@/lib/uploads/service';
import { ensureUser } from '@/lib/users/queries';
import { uploadsSuite } from './uploads-suite';
import { photo, session } from './uploads-helpers';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

const { db, oneUrl, put, rowOf, storedFile } = uploadsSuite('uploads-links-');

describe('PUT upload URL: links, tokens and sessions', () => {
  it('answers 410 for an expired URL', async () => {
    const [url] = await createUploadUrls(db(), session.user!.id, 1, new Date(Date.now() - 16 * 60 * 1000));
    const res = await put(url!, photo('astronaut.png'));
    expect(res.status).toBe(410);
    expect((await res.json()).message).toBe('This upload link has expired. Please try again.');
  });

  it('answers 410 when the URL is used a second time', async () => {
    const url = await oneUrl();
    expect((await put(url, photo('chelsea.png'))).status).toBe(200);
    const again = await put(url, photo('chelsea.png'));
    expect(again.status).toBe(410);
    expect((await again.json()).errorCode).toBe('GONE');
  });

  it('lets only one of two simultaneous PUTs through', async () => {
    const url = await oneUrl();
    const statuses = (
      await Promise.all([put(url, photo('chelsea.png')), put(url, photo('chelsea.png'))])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 410]);
  });

  it('answers 403 for a wrong token and 404 for an unknown reference', async () => {
    const url = await oneUrl();
    const forged = { ...url, uploadUrl: url.uploadUrl.replace(/token=.*/, `token=${'A'.repeat(43)}`) };
    expect((await put(forged, photo('chelsea.png'))).status).toBe(403);
    const noToken = { ...url, uploadUrl: url.uploadUrl.replace(/\?token=.*/, '') };
    expect((await put(noToken, photo('chelsea.png'))).status).toBe(403);
    const unknown = {
      reference: 'up_AAAAAAAAAAAAAAAA',
      uploadUrl: '/api/uploads/up_AAAAAAAAAAAAAAAA?token=x',
    };
    expect((await put(unknown, photo('chelsea.png'))).status).toBe(404);
    expect((await rowOf(url.reference))?.status).toBe('PENDING');
  });

  it('works without a session, but refuses a different signed-in user', async () => {
    const url = await oneUrl();
    const owner = session.user;
    try {
      session.user = await ensureUser(db(), { provider: 'embedded', subject: 'someone-else' });
      expect((await put(url, photo('chelsea.png'))).status).toBe(403);
      session.user = null;
      expect((await put(url, photo('chelsea.png'))).status).toBe(200);
    } finally {
      session.user = owner;
    }
  });

  it('keeps the uploaded file out of /blobs', async () => {
    const { GET } = await import('@/app/blobs/[...key]/route');
    const url = await oneUrl();
    expect((await put(url, photo('chelsea.png'))).status).toBe(200);
    // The file is really in storage under its key: the 404 below is a refusal, not a missing file.
    const { row, file } = await storedFile(url.reference);
    const key = row?.storageKey as string;
    expect(key).toBeTruthy();
    expect(file?.length).toBeGreaterThan(0);
    const res = await GET(new Request(`http://localhost/blobs/${key}`), {
      params: Promise.resolve({ key: key.split('/') }),
    });
    expect(res.status).toBe(404);
  });
});
