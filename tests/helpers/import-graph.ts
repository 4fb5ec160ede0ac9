// The import graph of lib/ (static, dynamic and type imports): used by the architecture test.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(ROOT, candidate);
  }
  return null;
}

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(ts|tsx)$/.test(d.name))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)));
}

/** file → the repo files it imports. */
export function importGraph(dir = 'lib'): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of listFiles(dir)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const deps = new Set<string>();
    for (const m of text.matchAll(IMPORT)) {
      const spec = m[1] ?? m[2] ?? m[3];
      const target = spec ? resolve(path.join(ROOT, file), spec) : null;
      if (target) deps.add(target);
    }
    graph.set(file, [...deps]);
  }
  return graph;
}

/** Every cycle found by a depth-first search, each as the list of files around it. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

/** The folder a file belongs to: `lib/packs/service.ts` → `lib/packs`; a file at lib/'s top is its own. */
export const folderOf = (file: string): string => {
  const parts = file.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : file.replace(/\.tsx?$/, '');
};

/** folder → the folders it imports → the file imports behind each of those edges. */
export function folderGraph(graph: Map<string, string[]>): Map<string, Map<string, string[]>> {
  const folders = new Map<string, Map<string, string[]>>();
  for (const [file, deps] of graph) {
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, new Map());
    for (const dep of deps) {
      const to = folderOf(dep);
      if (to === from || !graph.has(dep)) continue;
      const edges = folders.get(from) as Map<string, string[]>;
      edges.set(to, [...(edges.get(to) ?? []), `${file} → ${dep}`]);
    }
  }
  return folders;
}

/**
 * The folders that import each other, directly or around a loop: each strongly connected group of
 * more than one folder, with the file imports that tie it together (Tarjan's algorithm).
 */
export function findFolderLoops(graph: Map<string, string[]>): { folders: string[]; imports: string[] }[] {
  const folders = folderGraph(graph);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of folders.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const v of folders.keys()) if (!index.has(v)) visit(v);
  return groups.map((group) => ({
    folders: group,
    imports: group.flatMap((from) => group.flatMap((to) => folders.get(from)?.get(to) ?? [])),
  }));
}
