import fs from 'node:fs';
import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { LogoMark } from '@/components/layout/logo-mark';
import { renderHtml } from '../helpers/render';

// The header, footer and sign-in dialog draw the brand mark inline (as a CSS data: URL it
// cost an SVG image document in the first frame). It must stay the same drawing as the favicon.
const drawing = (svg: string) =>
  svg
    .replace(/<svg[^>]*>/, '')
    .replace(/ id="[^"]+"/, ' id="g"')
    .replace(/url\(#[^)]+\)/, 'url(#g)')
    .replace(/><\/(stop|path|circle)>/g, '/>')
    .replace(/<\/svg>\s*$/, '');

describe('the brand mark', () => {
  it('is public/icon.svg, drawn inline', () => {
    const html = renderHtml(createElement(LogoMark));
    const icon = fs.readFileSync('public/icon.svg', 'utf8').trim();
    expect(drawing(html)).toBe(drawing(icon));
    expect(html).toContain('aria-hidden="true"');
  });

  it('gives each copy its own gradient', () => {
    const html = renderHtml(createElement(Fragment, null, createElement(LogoMark), createElement(LogoMark)));
    const ids = [...html.matchAll(/<linearGradient id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`fill="url(#${id})"`);
  });
});
