import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// scripts/build-css-icons.ts writes both files: every icon class masks with a <view> of the one sprite
// (one SVG document for Chrome to build, not one per icon: the light first frame).
const css = fs.readFileSync('components/ui/css-icons.module.css', 'utf8');
const sprite = fs.readFileSync('public/icon-sprite.svg', 'utf8');
const names = [...fs.readFileSync('components/ui/css-icon-names.ts', 'utf8').matchAll(/\| '(\w+)'/g)].map(
  (m) => m[1] as string,
);

describe('CSS icons', () => {
  it('draws every icon from a view of public/icon-sprite.svg', () => {
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      expect(css, name).toContain(`.${name} {\n  --icon: url("/icon-sprite.svg#${name}");`);
      const view = new RegExp(`<view id="${name}" viewBox="(\\d+) 0 24 24"/>`).exec(sprite);
      expect(view, name).not.toBeNull();
    }
  });

  it('gives each view its own drawing, and embeds no image per icon', () => {
    const offsets = [...sprite.matchAll(/<view id="\w+" viewBox="(\d+) 0 24 24"\/>/g)].map((m) =>
      Number(m[1]),
    );
    expect(new Set(offsets).size).toBe(names.length);
    for (const x of offsets) expect(sprite).toContain(`<g transform="translate(${x})">`);
    expect(css).not.toContain('data:image');
  });

  it('states the Tailwind layer order before its own layer (its chunk may load before the page sheet)', () => {
    const statement = css.indexOf('@layer theme, base, components, utilities;');
    expect(statement).toBeGreaterThan(-1);
    expect(statement).toBeLessThan(css.indexOf('@layer components {'));
  });
});
