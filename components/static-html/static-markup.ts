import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

// A server component tree of plain markup (host elements, text, function components, async server
// components) as HTML, for the sections written once into the page (written-once.tsx). It renders
// what React's renderToStaticMarkup renders for such a tree (tests/unit/static-markup.test.ts) and
// refuses what it cannot write as static HTML: event handlers, styles objects, client components
// and anything else interactive, which would silently lose its behaviour.

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const BOOLEAN = new Set(['hidden', 'open', 'disabled', 'checked', 'selected', 'multiple', 'required']);
const RENAMED: Record<string, string> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  strokeWidth: 'stroke-width',
  strokeLinecap: 'stroke-linecap',
  strokeLinejoin: 'stroke-linejoin',
  fillRule: 'fill-rule',
  clipRule: 'clip-rule',
  stopColor: 'stop-color',
};
const KEPT_CASE = new Set(['viewBox']);
const SKIPPED = new Set(['key', 'ref', 'children', 'suppressHydrationWarning', 'dangerouslySetInnerHTML']);

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** React's own escaping of text and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

function attributeName(prop: string): string {
  const renamed = RENAMED[prop];
  if (renamed) return renamed;
  if (/^(aria|data)-/.test(prop) || KEPT_CASE.has(prop) || !/[A-Z]/.test(prop)) return prop;
  throw new Error(`static markup: unsupported attribute ${prop}`);
}

function attributes(tag: string, props: Record<string, unknown>): string {
  let out = '';
  for (const [prop, value] of Object.entries(props)) {
    if (SKIPPED.has(prop) || value === undefined || value === null) continue;
    if (/^on[A-Z]/.test(prop) || typeof value === 'function' || typeof value === 'object')
      throw new Error(`static markup: <${tag} ${prop}> is not static`);
    const name = attributeName(prop);
    if (typeof value === 'boolean') {
      if (/^(aria|data)-/.test(name)) out += ` ${name}="${value}"`;
      else if (!BOOLEAN.has(name)) throw new Error(`static markup: boolean ${name}`);
      else if (value) out += ` ${name}=""`;
      continue;
    }
    out += ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** The HTML of a tree of static markup (see above); async server components are awaited. */
export async function renderStaticMarkup(node: ReactNode): Promise<string> {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint')
    return escapeHtml(String(node));
  if (Array.isArray(node)) return (await Promise.all(node.map(renderStaticMarkup))).join('');
  if (!isValidElement(node)) throw new Error('static markup: not an element');
  const el = node as ReactElement<Record<string, unknown>>;
  const { type, props } = el;
  if (type === Fragment) return renderStaticMarkup(props.children as ReactNode);
  if (typeof type === 'function') {
    // Server components and plain function components; a class or a client reference is refused.
    if ((type as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent)
      throw new Error('static markup: class component');
    return renderStaticMarkup(await (type as (p: unknown) => ReactNode | Promise<ReactNode>)(props));
  }
  if (typeof type !== 'string') throw new Error('static markup: unsupported element type');
  const open = `<${type}${attributes(type, props)}`;
  if (VOID.has(type)) return `${open}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  const children = inner ? (inner.__html ?? '') : await renderStaticMarkup(props.children as ReactNode);
  return `${open}>${children}</${type}>`;
}
