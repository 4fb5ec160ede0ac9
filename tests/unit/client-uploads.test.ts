import { describe, expect, it } from 'vitest';
import {
  classifyFile,
  compressionPlan,
  MAX_FILE_BYTES,
  MIN_SIDE_PX,
  putUpload,
  requestUploadUrls,
  UploadFailedError,
} from '@/lib/client/uploads';

const MB = 1024 * 1024;

describe('classifyFile', () => {
  it('accepts PNG, JPG, JPEG and HEIC/HEIF by type or extension', () => {
    expect(classifyFile({ name: 'a.png', type: 'image/png', size: 10 })).toBe('png');
    expect(classifyFile({ name: 'a.JPG', type: 'image/jpeg', size: 10 })).toBe('jpeg');
    expect(classifyFile({ name: 'a.jpeg', type: '', size: 10 })).toBe('jpeg');
    expect(classifyFile({ name: 'IMG_1.HEIC', type: '', size: 10 })).toBe('heic');
    expect(classifyFile({ name: 'x', type: 'image/heif', size: 10 })).toBe('heic');
  });

  it('sends a .png with a wrong type as PNG', () => {
    expect(classifyFile({ name: 'photo.png', type: 'application/octet-stream', size: 10 })).toBe('png');
  });

  it('refuses non-images, other image formats and files over 10 MB', () => {
    expect(classifyFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toBe('notAnImage');
    expect(classifyFile({ name: 'anim.gif', type: 'image/gif', size: 10 })).toBe('unsupported');
    expect(classifyFile({ name: 'big.jpg', type: 'image/jpeg', size: MAX_FILE_BYTES + 1 })).toBe('tooLarge');
    expect(classifyFile({ name: 'ok.jpg', type: 'image/jpeg', size: MAX_FILE_BYTES })).toBe('jpeg');
    expect(MAX_FILE_BYTES).toBe(10485760);
  });
});

describe('compressionPlan (about 1 MB, short side kept at 300 px or more)', () => {
  it('leaves files of 1 MB or less alone', () => {
    expect(compressionPlan(4000, 3000, MB)).toBeNull();
  });

  it('never lets the 5%-per-pass shrinking take the short side under 300 px', () => {
    for (const [w, h] of [
      [4032, 3024],
      [1200, 320],
      [640, 480],
      [2000, 301],
      [300, 300],
      [250, 4000],
    ] as const) {
      const plan = compressionPlan(w, h, 5 * MB);
      expect(plan).not.toBeNull();
      if (!plan) continue;
      expect(plan.maxSizeMB).toBe(1);
      expect(plan.useWebWorker).toBe(false);
      const shortSide = Math.min(w, h);
      const smallest = plan.alwaysKeepResolution ? shortSide : shortSide * 0.95 ** plan.maxIteration;
      expect(smallest >= MIN_SIDE_PX || shortSide <= MIN_SIDE_PX, `${w}x${h}`).toBe(true);
    }
    expect(compressionPlan(300, 300, 5 * MB)?.alwaysKeepResolution).toBe(true);
    expect(compressionPlan(4032, 3024, 5 * MB)?.maxIteration).toBe(10);
  });
});

describe('upload calls', () => {
  it('asks for as many upload URLs as files', async () => {
    let body: unknown;
    const fetchImpl = (async (_: string, init?: RequestInit) => {
      body = JSON.parse(String(init?.body));
      return new Response(
        JSON.stringify({
          data: {
            result: [
              { uploadUrl: '/u/1', reference: 'up_1', expiresAt: '' },
              { uploadUrl: '/u/2', reference: 'up_2', expiresAt: '' },
            ],
          },
        }),
      );
    }) as typeof fetch;
    const slots = await requestUploadUrls(2, fetchImpl);
    expect(body).toEqual({ amount: 2 });
    expect(slots.map((s) => s.reference)).toEqual(['up_1', 'up_2']);
    await expect(requestUploadUrls(3, fetchImpl)).rejects.toThrow('upload URLs');
  });

  it('PUTs the file with its content type and name', async () => {
    let seen: { method?: string; headers?: Record<string, string>; body?: unknown } = {};
    const fetchImpl = (async (_: string, init?: RequestInit) => {
      seen = { method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body };
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const file = new File([new Uint8Array([1, 2, 3])], 'mé.png', { type: 'image/png' });
    await putUpload('/api/uploads/up_1?token=t', file, fetchImpl);
    expect(seen.method).toBe('PUT');
    expect(seen.headers?.['Content-Type']).toBe('image/png');
    expect(seen.headers?.['X-File-Name']).toBe(encodeURIComponent('mé.png'));
    expect(seen.body).toBe(file);
  });

  it('maps 413, 415, 410 and others, with the documented message', async () => {
    const file = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const status = (s: number, text: string) =>
      (async () => new Response('{}', { status: s, statusText: text })) as unknown as typeof fetch;
    const cases: [number, string][] = [
      [413, 'tooLarge'],
      [415, 'notAnImage'],
      [410, 'expired'],
      [500, 'failed'],
    ];
    for (const [code, failure] of cases) {
      const err = await putUpload('/u', file, status(code, 'Nope')).catch((e) => e);
      expect(err).toBeInstanceOf(UploadFailedError);
      expect(err).toMatchObject({ status: code, failure, message: `S3 upload failed: ${code} Nope` });
    }
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(putUpload('/u', file, down)).rejects.toMatchObject({ failure: 'failed', status: 0 });
  });
});
