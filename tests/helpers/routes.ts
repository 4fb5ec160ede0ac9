import fs from 'node:fs';
import path from 'node:path';

// Every route handler of the app, read from the file system: tests that walk this list cover a new
// route without being told about it (oversize bodies, fuzz, authorization table).

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
export type Handler = (req: Request, ctx: { params: Promise<Record<string, unknown>> }) => Promise<Response>;

export type RouteFile = {
  /** e.g. app/v1/characters/[reference]/route.ts */
  file: string;
  /** URL pattern with Next's segment names, e.g. /v1/characters/[reference] */
  pattern: string;
  /** Dynamic segments in order: name and whether it is a catch-all. */
  dynamic: { name: string; catchAll: boolean }[];
};

const ROOT = process.cwd();

export function discoverRoutes(): RouteFile[] {
  const files = fs
    .readdirSync(path.join(ROOT, 'app'), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /^route\.(ts|tsx|js)$/.test(d.name))
    .map((d) => path.relative(ROOT, path.join(d.parentPath, d.name)).split(path.sep).join('/'))
    .sort();
  return files.map((file) => {
    const segments = file
      .split('/')
      .slice(1, -1)
      .filter((s) => !/^\(.*\)$/.test(s)); // route groups are not in the URL
    const dynamic = segments
      .filter((s) => /^\[.*\]$/.test(s))
      .map((s) => ({ name: s.replace(/^\[(\.\.\.)?|\]$/g, ''), catchAll: s.startsWith('[...') }));
    return { file, pattern: `/${segments.join('/')}`, dynamic };
  });
}

/** The methods a route file really handles (not the shared 405 answers every file re-exports). */
export async function loadHandlers(route: RouteFile): Promise<Partial<Record<Method, Handler>>> {
  const mod = (await import(/* @vite-ignore */ path.join(ROOT, route.file))) as Record<string, unknown>;
  const out: Partial<Record<Method, Handler>> = {};
  for (const m of METHODS) {
    const fn = mod[m] as (Handler & { methodNotAllowed?: boolean }) | undefined;
    if (typeof fn === 'function' && !fn.methodNotAllowed) out[m] = fn;
  }
  return out;
}

/** A concrete URL path and the params Next would hand the handler, from one value per segment. */
export function fill(
  route: RouteFile,
  value: (name: string) => string,
): { path: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  const pathname = route.pattern.replace(
    /\[(\.\.\.)?([^\]]+)\]/g,
    (_m, dots: string | undefined, name: string) => {
      const v = value(name);
      params[name] = dots ? v.split('/') : v;
      return (
        v
          .split('/')
          // A URL cannot carry a lone surrogate; the handler still gets the raw value as a param.
          .map((s) => encodeURIComponent((s as string & { toWellFormed(): string }).toWellFormed()))
          .join('/')
      );
    },
  );
  return { path: pathname, params };
}

export const callRoute = (handler: Handler, req: Request, params: Record<string, unknown> = {}) =>
  handler(req, { params: Promise.resolve(params) });
