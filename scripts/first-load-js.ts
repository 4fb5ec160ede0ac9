import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

// The JavaScript a browser loads to show one App Router page, from a production build's manifests:
// the root main files (build-manifest.json) plus the page's entry chunks (its client reference
// manifest's entryJSFiles). The nomodule polyfills are left out: modern browsers skip them.

type RscManifest = {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, { path: string }[]>;
};
export type FirstLoad = {
  files: { file: string; rawBytes: number; gzipBytes: number }[];
  rawBytes: number;
  gzipBytes: number;
};

function pageManifest(nextDir: string, route: string): RscManifest | undefined {
  const file = path.join(nextDir, 'server', 'app', route, 'page_client-reference-manifest.js');
  const sandbox: { globalThis?: unknown; self?: unknown; __RSC_MANIFEST?: Record<string, RscManifest> } = {};
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  return sandbox.__RSC_MANIFEST?.[route ? `/${route}/page` : '/page'];
}

function pageEntryFiles(nextDir: string, route: string): string[] {
  const manifest = pageManifest(nextDir, route);
  const file = `${route}/page_client-reference-manifest.js`;
  // One list per segment of the page's tree (root layout … page, not-found, error): their union is
  // what the page loads (a page without client components has no list of its own).
  const entries = Object.values(manifest?.entryJSFiles ?? {});
  if (entries.length === 0) throw new Error(`no entry files for ${route || '/'} in ${file}`);
  return entries.flat();
}

/** `route` as under app/, e.g. "[locale]/(marketing)" for the landing, "" for app/page. */
export function firstLoadJs(nextDir: string, route: string): FirstLoad {
  const build = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as {
    rootMainFiles: string[];
  };
  const unique = [...new Set([...build.rootMainFiles, ...pageEntryFiles(nextDir, route)])].filter((f) =>
    f.endsWith('.js'),
  );
  return sizes(nextDir, unique);
}

function sizes(nextDir: string, names: string[]): FirstLoad {
  const files = names.map((file) => {
    const bytes = fs.readFileSync(path.join(nextDir, file));
    return { file, rawBytes: bytes.length, gzipBytes: zlib.gzipSync(bytes).length };
  });
  return {
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    rawBytes: files.reduce((n, f) => n + f.rawBytes, 0),
    gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0),
  };
}

/**
 * The stylesheets a page loads (inlined or linked): every CSS file of its layouts and the page, gzip.
 * A not-found or error boundary's sheet loads only when that boundary shows.
 */
export function firstLoadCss(nextDir: string, route: string): FirstLoad {
  const lists = Object.entries(pageManifest(nextDir, route)?.entryCSSFiles ?? {})
    .filter(([segment]) => !/\/(not-found|error|global-error)$/.test(segment))
    .map(([, files]) => files);
  return sizes(nextDir, [...new Set(lists.flat().map((f) => f.path))]);
}
