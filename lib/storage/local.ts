import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { accessOfKey, assertValidBlobKey, isValidBlobKey, privatePrefix } from './keys';
import type { BlobAccess, BlobStore, StoredBlob } from './types';

type Meta = { contentType: string; access: BlobAccess };

/** The address of a key in the browser: public keys are files of /blobs, private ones go through its owner check. */
export const localBlobPath = (key: string) => `/blobs/${key}`;

/**
 * Embedded storage: `<root>/<key>` plus a `<key>.meta.json` sidecar with content type and access.
 * Private keys start with `private/<owner>/`, so they live in their own folder, `<root>/private`.
 */
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

  async function walk(dir: string, prefix: string): Promise<string[]> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((err) => {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    });
    const keys: string[] = [];
    for (const e of entries) {
      const key = `${prefix}${e.name}`;
      if (e.isDirectory()) keys.push(...(await walk(path.join(dir, e.name), `${key}/`)));
      else if (isValidBlobKey(key)) keys.push(key);
    }
    return keys;
  }

  return {
    async put(key, data, { contentType, access }) {
      const file = fileFor(key);
      if (accessOfKey(key) !== access) throw new Error(`A ${access} object needs a ${access} key: ${key}`);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Sidecar first: a file without its sidecar is never served (get() needs both).
      await writeAtomic(`${file}.meta.json`, JSON.stringify({ contentType, access } satisfies Meta));
      await writeAtomic(file, data);
      return { key, url: localBlobPath(key) };
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
          // A key of the private space is private whatever its sidecar says.
          access: meta.access === 'public' && accessOfKey(key) === 'public' ? 'public' : 'private',
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
      return localBlobPath(key);
    },

    async listPrivate(owner) {
      const prefix = privatePrefix(owner);
      return walk(path.join(base, prefix), prefix);
    },
  };
}
