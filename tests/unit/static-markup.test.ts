import { createElement as h, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStaticMarkup } from '@/components/static-html/static-markup';

// The landing's static sections are written into the HTML by our own renderer (written-once.tsx):
// it must write what React would for the markup those sections use.

const Heading = ({ title, id }: { title: string; id: string }) =>
  h('div', { className: 'heading' }, h('p', { className: 'eyebrow' }, 'FAQ & more'), h('h2', { id }, title));
const Icon = ({ name }: { name: string }) => h('span', { 'aria-hidden': 'true', className: `icon ${name}` });
async function Answers({ items }: { items: [string, string][] }) {
  await Promise.resolve();
  return items.map(([q, a]) =>
    h(
      'details',
      { key: q, name: 'faq', className: 'item', 'data-testid': 'faq-item' },
      h('summary', null, q, h(Icon, { name: 'chevron' })),
      h('p', null, a),
    ),
  );
}

const tree = (answers: ReactNode): ReactNode =>
  h(
    Fragment,
    null,
    h(Heading, { id: 'faq-title', title: 'Questions <"quoted"> it\'s' }),
    answers,
    h(
      'ul',
      { 'aria-label': 'Languages', hidden: false },
      ['English', 'العربية', 'हिन्दी', '日本語'].map((n, i) => h('li', { key: n, lang: `l${i}` }, n, ' ', i)),
    ),
    h(
      'p',
      { className: 'contact' },
      'Write to ',
      h('a', { href: 'mailto:a@b.c?subject=Hi&x=1', target: '_blank', rel: 'noopener' }, 'us'),
      '.',
    ),
    h('svg', { viewBox: '0 0 2 2', 'aria-hidden': true }, h('path', { d: 'M0 0', strokeWidth: 2 })),
    h('img', { src: '/a.png', alt: '', width: 4, loading: 'lazy' }),
    null,
    false,
  );

describe('static markup', () => {
  it('writes what React writes for static sections', async () => {
    const items: [string, string][] = [
      ['What is it?', 'A <b>bold</b> & "fun" answer.'],
      ['Why?', 'Because.'],
    ];
    const ours = await renderStaticMarkup(tree(h(Answers, { items })));
    // React cannot render an async component to a string: the same answers, awaited by hand.
    const react = renderToStaticMarkup(tree(await Answers({ items })) as never);
    expect(ours).toBe(react);
    expect(ours).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;fun&quot;');
  });

  it('refuses what static HTML cannot carry', async () => {
    await expect(renderStaticMarkup(h('button', { type: 'button', onClick: () => {} }, 'x'))).rejects.toThrow(
      /not static/,
    );
    await expect(renderStaticMarkup(h('div', { style: { color: 'red' } }))).rejects.toThrow(/not static/);
    await expect(renderStaticMarkup(h('div', { autoFocus: true }))).rejects.toThrow(/unsupported/);
  });
});
