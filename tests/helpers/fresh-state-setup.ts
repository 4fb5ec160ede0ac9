import { registry } from '@/lib/registry';

// Setup file of the integration projects, run before every test file. Files that share a worker
// (isolate: false, vitest.config.ts) share the app's modules, so each starts from the environment the
// worker was given and from the configured implementations, whatever the file before it changed.
// A file that assigned a new object to process.env leaves vi.stubEnv writing to the old one, so the
// worker's own object is put back first.
const g = globalThis as { __stickerTestEnv?: { object: NodeJS.ProcessEnv; values: NodeJS.ProcessEnv } };
g.__stickerTestEnv ??= { object: process.env, values: { ...process.env } };
const { object, values } = g.__stickerTestEnv;
if (process.env !== object) process.env = object;
for (const key of Object.keys(process.env)) if (!(key in values)) delete process.env[key];
Object.assign(process.env, values);
registry.reset();
