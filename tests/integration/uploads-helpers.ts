import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppUser } from '@/lib/auth/current-user';

/** Fixture photos: tests/fixtures/photos (public domain / CC0, see SOURCES.md there). */
export const PHOTOS = path.resolve(process.cwd(), 'tests/fixtures/photos');
export const photo = (name: string) => fs.readFileSync(path.join(PHOTOS, name));

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** Every file under a folder, relative paths. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)));
}

/** The signed-in user the mocked getCurrentUser returns (null = anonymous). */
export const session: { user: AppUser | null } = { user: null };

export function jsonRequest(url: string, method: string, body: unknown) {
  return new Request(`http://localhost${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

export function putRequest(uploadUrl: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost${uploadUrl}`, {
    method: 'PUT',
    body,
    headers,
    duplex: 'half',
  } as RequestInit);
}

/** A body that would stream `total` bytes in 1 MB chunks, counting how much was actually pulled. */
export function countingStream(total: number, chunk = 1024 * 1024) {
  const state = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= total) return controller.close();
      const n = Math.min(chunk, total - state.pulled);
      state.pulled += n;
      controller.enqueue(new Uint8Array(n).fill(0x41));
    },
  });
  return { stream, state };
}
