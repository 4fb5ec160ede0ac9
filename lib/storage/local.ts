import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertValidBlobKey } from './keys';
import type { BlobAccess, BlobStore, StoredBlob } from './types';

type Meta = { contentType: string; access: BlobAccess };

/** Embedded storage: `<root>/<key>` plus a `<key>.meta.json` sidecar with content type and access. */
export function localBlobStore(root: string): BlobStore {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    assertValidBlobKey(key);
    const file = path.resolve(base, key);
    // The key pattern already forbids traversal; this is the belt to its braces.
    if (!file.startsWith(base + path.sep)) throw new Error('Blob key escapes the storage folder');
    return file;
  };

  async function writeAtomic(file: string, data: Buffer | string) {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  }

  return {
    async put(key, data, { contentType, access }) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Sidecar first: a file without its sidecar is never served (get() needs both).
      await writeAtomic(`${file}.meta.json`, JSON.stringify({ contentType, access } satisfies Meta));
      await writeAtomic(file, data);
      return { key, url: this.publicUrl(key) };
    },

    async get(key): Promise<StoredBlob | null> {
      const file = fileFor(key);
      try {
        const [data, metaText] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.meta.json`, 'utf8'),
        ]);
        const meta = JSON.parse(metaText) as Meta;
        return {
          data,
          contentType: meta.contentType,
          access: meta.access === 'public' ? 'public' : 'private',
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.meta.json`, { force: true });
    },

    publicUrl(key) {
      assertValidBlobKey(key);
      return `/blobs/${key}`;
    },
  };
}
