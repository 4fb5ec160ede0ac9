import { describe, expect, it } from 'vitest';
import {
  downloadPackZip,
  exportUrl,
  fileNameFromDisposition,
  isPublishing,
  telegramErrorKey,
} from '@/lib/client/packs-publishing';

const respond = (status: number, body: BodyInit | null, headers: Record<string, string> = {}) =>
  (async () => new Response(body, { status, headers })) as unknown as typeof fetch;

describe('pack publishing client', () => {
  it('reads the server’s file name, the UTF-8 one first', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Ete-telegram.zip"; filename*=UTF-8''%C3%89t%C3%A9%20(telegram).zip`,
      ),
    ).toBe('Été (telegram).zip');
    expect(fileNameFromDisposition('attachment; filename="a.zip"')).toBe('a.zip');
    expect(fileNameFromDisposition(`attachment; filename="b.zip"; filename*=UTF-8''%E0%A4`)).toBe('b.zip');
    expect(fileNameFromDisposition(null)).toBeUndefined();
  });

  it('downloads the ZIP under its name; explains a WhatsApp pack that is too small', async () => {
    const saved: [Blob, string][] = [];
    const save = (b: Blob, n: string) => saved.push([b, n]);
    const ok = await downloadPackZip('ab cd', 'telegram', {
      fetchImpl: respond(200, 'PK', { 'content-disposition': 'attachment; filename="x.zip"' }),
      save,
    });
    expect(ok).toEqual({ ok: true, fileName: 'x.zip' });
    expect(saved[0]?.[1]).toBe('x.zip');
    expect(exportUrl('ab cd', 'whatsapp')).toBe('/v1/sticker-packs/ab%20cd/export/whatsapp');

    const small = JSON.stringify({
      errorCode: 'VALIDATION_ERROR',
      details: { reason: 'WHATSAPP_MIN_STICKERS' },
    });
    expect(await downloadPackZip('p', 'whatsapp', { fetchImpl: respond(400, small), save })).toEqual({
      ok: false,
      reason: 'whatsappMin',
    });
    expect(await downloadPackZip('p', 'whatsapp', { fetchImpl: respond(404, 'nope'), save })).toEqual({
      ok: false,
      reason: 'downloadFailed',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await downloadPackZip('p', 'telegram', { fetchImpl: offline, save })).toEqual({
      ok: false,
      reason: 'downloadFailed',
    });
    expect(saved).toHaveLength(1);
  });

  it('maps stored error codes to panel texts and knows when the bot is still working', () => {
    expect(telegramErrorKey('FLOOD_WAIT')).toBe('FLOOD_WAIT');
    expect(telegramErrorKey('SOMETHING_NEW')).toBe('unknown');
    expect(telegramErrorKey(null)).toBe('unknown');
    const s = (status: 'PENDING' | 'PUBLISHING' | 'PUBLISHED' | 'FAILED') => ({
      status,
      url: null,
      done: 0,
      total: 1,
      errorCode: null,
    });
    expect([s('PENDING'), s('PUBLISHING'), s('PUBLISHED'), s('FAILED'), null].map(isPublishing)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
