import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(__dirname),
  'server-only': path.resolve(__dirname, 'tests/helpers/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Components are rendered to HTML in some unit tests: next-intl's ESM imports 'next/navigation'
          // without an extension, so it is bundled for Vite to resolve (as in the integration project).
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        // CPU-heavy image tests (background removal, whole-photo pipelines): their own project so
        // the unit suite stays fast; CI runs it after the unit tests.
        resolve: { alias },
        test: {
          name: 'media',
          include: ['tests/media/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          // next-intl's ESM imports 'next/server' without an extension: bundle it so Vite resolves it
          // (the fuzz test runs proxy.ts).
          server: { deps: { inline: ['next-intl'] } },
          // Every domain's jobs registered with the runtime, as the server does at start.
          setupFiles: ['tests/helpers/register-jobs.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
