import 'server-only';
import { createHash } from 'node:crypto';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { handOffHtml } from './handoff';
import { renderStaticMarkup } from './static-markup';
import { WrittenOnceHtml } from './written-once-html';

/** Function components are called until the tree's root is a host element (a <section>). */
async function hostRoot(node: ReactNode): Promise<ReactElement<Record<string, unknown>, string>> {
  let el = node;
  while (isValidElement(el) && typeof el.type === 'function')
    el = await (el.type as (p: unknown) => ReactNode | Promise<ReactNode>)(el.props);
  if (!isValidElement(el) || typeof el.type !== 'string') throw new Error('written once: no host root');
  return el as ReactElement<Record<string, unknown>, string>;
}

/**
 * A static section (markup and text only, no client component inside) whose content the page's HTML
 * carries once: a server component's output is written again inside the inlined RSC data, more than
 * gzip's 32 KB window after the markup on a long page, which cost a landing in Hindi or Thai ~2 KB
 * sent (docs/measurements.md). The RSC data carries the root element's attributes only; the content
 * reaches the browser in the HTML (written-once-html.tsx).
 */
export async function WrittenOnce({ children }: { children: ReactNode }) {
  const root = await hostRoot(children);
  const { children: content, ...attributes } = root.props;
  const html = await renderStaticMarkup(content as ReactNode);
  const key = createHash('sha256').update(html).digest('base64url').slice(0, 16);
  handOffHtml(key, html);
  return <WrittenOnceHtml tag={root.type} attributes={attributes} htmlKey={key} />;
}
