import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { distDir } from './dist-dir';

// Which stylesheets each kind of public page puts into its HTML (components/layout/inline-styles.tsx),
// read once from the production build's client reference manifests: every CSS file of a
// representative page of the kind, its layouts' included. Empty in development (no such manifests):
// pages then link their stylesheets as usual.

export type StyleGroup = 'marketing' | 'explore';
export type InlineGroups = Partial<Record<StyleGroup | 'none', string[]>>;

const REPRESENTATIVES: Record<StyleGroup, string[]> = {
  marketing: ['[locale]/(marketing)/page', '[locale]/(marketing)/terms/page'],
  explore: ['[locale]/explore/page', '[locale]/explore/sticker-pack/[reference]/page'],
};

type Manifest = { entryCSSFiles?: Record<string, { path: string }[]> };

function cssOfRoute(route: string): string[] {
  const file = path.join(distDir(), 'server', 'app', `${route}_client-reference-manifest.js`);
  if (!fs.existsSync(file)) return [];
  const sandbox: Record<string, unknown> = {};
  sandbox.globalThis = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox);
  const manifests = (sandbox.__RSC_MANIFEST ?? {}) as Record<string, Manifest>;
  // The page's layouts and the page itself; a not-found or error boundary's sheet shows only with it.
  const lists = Object.values(manifests).flatMap((m) =>
    Object.entries(m.entryCSSFiles ?? {})
      .filter(([segment]) => !/\/(not-found|error|global-error)$/.test(segment))
      .map(([, files]) => files),
  );
  return lists.flat().map((f) => `/_next/${f.path}`);
}

let groups: InlineGroups | undefined;

export function inlineGroups(): InlineGroups {
  if (groups) return groups;
  const found: InlineGroups = {};
  for (const [group, routes] of Object.entries(REPRESENTATIVES) as [StyleGroup, string[]][]) {
    const hrefs = [...new Set(routes.flatMap(cssOfRoute))];
    if (hrefs.length > 0) found[group] = hrefs;
  }
  groups = found;
  return found;
}
