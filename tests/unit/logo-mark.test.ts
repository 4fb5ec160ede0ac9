import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The header, footer and sign-in dialog draw the brand mark from a CSS background (issue 12: no
// inline <svg> in every page's HTML and RSC payload). It must stay the same drawing as the favicon.
describe('the brand mark', () => {
  it('is public/icon.svg, as a data URI in the stylesheet', () => {
    const css = fs.readFileSync('components/layout/logo-mark.module.css', 'utf8');
    const uri = /url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)?.[1];
    expect(uri).toBeTruthy();
    const drawn = decodeURIComponent(uri as string).replace(/'/g, '"');
    expect(drawn).toBe(fs.readFileSync('public/icon.svg', 'utf8').trim());
  });
});
