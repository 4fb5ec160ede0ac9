import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import https from 'node:https';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { detectFaces, warmUpFaceDetector } from '@/lib/media/face-detect';
import { estimateHeadBox } from '@/lib/media/head-box';
import { FACE_MIN_SCORE, locateHeadBox } from '@/lib/media/head-locate';
import { alphaBBox, type Raw, toRaw } from '@/lib/media/raw';

// The real detector (@vladmandic/face-api's tiny face detector on TensorFlow.js's WASM backend),
// loaded once for the file. Loading and detecting must read nothing from the network: fetch and
// http(s) requests fail loudly if they are called.
const fetchSpy = vi.fn(async () => {
  throw new Error('the face detector tried to fetch');
});
const requestSpies: ReturnType<typeof vi.spyOn>[] = [];

const read = (file: string) => toRaw(fs.readFileSync(path.resolve(file)));
// The fixture portrait (tests/fixtures/photos/SOURCES.md) as a cut-out, and as the character tile
// the local renderer made from it (die-cut outline, centred on a 512 square).
const HUMANS = ['tests/fixtures/cutouts/astronaut.png', 'public/examples/astro/tile.webp'];
const NO_FACE = [
  'tests/fixtures/cutouts/chelsea.png',
  'public/examples/chelsea/tile.webp',
  'tests/fixtures/cutouts/coffee.png',
];

beforeAll(async () => {
  vi.stubGlobal('fetch', fetchSpy);
  for (const mod of [http, https]) {
    const fail = () => {
      throw new Error('the face detector made an HTTP request');
    };
    requestSpies.push(vi.spyOn(mod, 'request').mockImplementation(fail));
    requestSpies.push(vi.spyOn(mod, 'get').mockImplementation(fail));
  }
  await warmUpFaceDetector();
}, 60_000);

afterAll(() => {
  for (const s of requestSpies) s.mockRestore();
  vi.unstubAllGlobals();
});

describe('face detector', () => {
  it.each(HUMANS)('finds one confident face in the top half of the figure on %s', async (file) => {
    const r = await read(file);
    const fig = alphaBBox(r, 128);
    if (!fig) throw new Error('empty fixture');
    const faces = (await detectFaces(r)).filter((f) => f.score >= FACE_MIN_SCORE);
    expect(faces).toHaveLength(1);
    const [face] = faces as [(typeof faces)[number]];
    expect(face.score).toBeGreaterThan(0.8);
    // Inside the figure's top half, horizontally near its middle (a portrait), a face's size.
    expect(face.y).toBeGreaterThanOrEqual(fig.top);
    expect(face.y + face.height).toBeLessThanOrEqual(fig.top + fig.height / 2);
    const cx = face.x + face.width / 2;
    expect(Math.abs(cx - (fig.left + fig.width / 2))).toBeLessThan(fig.width * 0.15);
    expect(face.width).toBeGreaterThan(fig.width * 0.12);
    expect(face.width).toBeLessThan(fig.width * 0.4);
  });

  it('on the fixture portrait, the face is where a person would put it (brows to chin)', async () => {
    // Measured by eye on tests/fixtures/cutouts/astronaut.png: brows at y ≈ 95, chin at y ≈ 185,
    // cheeks from x ≈ 178 to x ≈ 270.
    const [face] = await detectFaces(await read('tests/fixtures/cutouts/astronaut.png'));
    if (!face) throw new Error('no face');
    expect(face.y).toBeGreaterThan(55);
    expect(face.y).toBeLessThan(100);
    expect(face.y + face.height).toBeGreaterThan(170);
    expect(face.y + face.height).toBeLessThan(205);
    expect(face.x).toBeLessThan(185);
    expect(face.x + face.width).toBeGreaterThan(265);
  });

  it.each(NO_FACE)('finds no confident face on %s (a cat, a cup)', async (file) => {
    const faces = await detectFaces(await read(file));
    expect(faces.filter((f) => f.score >= FACE_MIN_SCORE)).toEqual([]);
  });

  it('fetched nothing and made no HTTP request', () => {
    expect(fetchSpy).not.toHaveBeenCalled();
    for (const s of requestSpies) expect(s).not.toHaveBeenCalled();
  });
});

describe('the head box', () => {
  it('around the face: hair to chin, inside the figure, on the cut-out and on its tile', async () => {
    // Measured by eye: on the cut-out the hair starts at the figure's top, spans x ≈ 150–295, and
    // the chin ends at y ≈ 183; on the tile (die-cut ring, rescaled) the chin ends at y ≈ 176 and
    // the suit's collar starts beside it. The head box keeps the hair and stops near the chin.
    const cases = [
      { file: 'tests/fixtures/cutouts/astronaut.png', chin: 183, left: 150, right: 295 },
      { file: 'public/examples/astro/tile.webp', chin: 176, left: 155, right: 290 },
    ];
    for (const { file, chin, left, right } of cases) {
      const r = await read(file);
      const { box, source } = await locateHeadBox(r, { timeoutMs: 10_000 });
      expect(source).toBe('face');
      if (!box) throw new Error('no head box');
      const fig = alphaBBox(r, 128) as NonNullable<ReturnType<typeof alphaBBox>>;
      expect(box.y).toBe(fig.top);
      expect(Math.abs(box.y + box.height - chin)).toBeLessThan(8);
      expect(box.x).toBeLessThan(left);
      expect(box.x + box.width).toBeGreaterThan(right);
      expect(box.width).toBeLessThan((right - left) * 1.25);
    }
  });

  it('a cat has no face: the silhouette estimate, as before', async () => {
    const r = await read('public/examples/chelsea/tile.webp');
    expect(await locateHeadBox(r, { timeoutMs: 10_000 })).toEqual({
      box: estimateHeadBox(r),
      source: 'silhouette',
    });
  });

  it('a detector that throws or is too slow falls back to the silhouette, with one log line', async () => {
    const r: Raw = await read('tests/fixtures/cutouts/astronaut.png');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const broken = await locateHeadBox(r, {
        detect: async () => {
          throw new Error('boom');
        },
      });
      const slow = await locateHeadBox(r, {
        timeoutMs: 20,
        detect: () => new Promise((done) => setTimeout(() => done([]), 500)),
      });
      for (const got of [broken, slow])
        expect(got).toEqual({ box: estimateHeadBox(r), source: 'silhouette' });
      expect(warn).toHaveBeenCalledTimes(2);
      expect(String(warn.mock.calls[1]?.[0])).toContain('over 20 ms');
    } finally {
      warn.mockRestore();
    }
  });
});
