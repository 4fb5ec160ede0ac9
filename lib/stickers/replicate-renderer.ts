import 'server-only';
import { createReplicateRunner, toDataUri } from '@/lib/ai/replicate';
import { BACKGROUND_MODEL, STICKER_MODEL } from '@/lib/config/ai';
import { env } from '@/lib/env';
import { DEFAULT_LABEL_FILL, layoutSticker } from '@/lib/media/sticker';
import { drawingPrompt } from '@/lib/media/sticker/plan';
import { rng } from '@/lib/media/sticker/random';
import { encodeFigure, type StickerLayout } from '@/lib/media/sticker/relabel';
import { alphaBBox, rawSharp, toRaw } from '@/lib/media/raw';
import type { StickerRenderer, StickerRenderInput } from '@/lib/media/sticker/types';
import { referenceImage } from './reference-image';

export type ReplicateRendererOptions = {
  auth?: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  pollIntervalMs?: number;
};

const COUNT_WORDS = ['one', 'two', 'three'] as const;

/** Who is in the picture: the reference image holds every character side by side (reference-image.ts). */
function castLine(count: number): string {
  if (count <= 1) return 'a single sticker character, full figure';
  const n = COUNT_WORDS[count - 1] ?? String(count);
  return `${n} characters together in one sticker, exactly the ${n} characters shown side by side in the reference image, full figures`;
}

/** The model's prompt: style, what happens, pose, flair and theme; never any text in the art. */
export function stickerPrompt(input: StickerRenderInput): string {
  const e = input.entry;
  return [
    input.style.prompt || input.style.description,
    e.description,
    `Pose: ${e.pose}`,
    // The body pose and parts the local renderer would draw for these words and seed.
    drawingPrompt(input),
    `Details: ${e.visualFlair}`,
    input.context ? `Theme: ${input.context}` : '',
    `${castLine(input.tiles.length)}, plain white background, no text, no letters`,
  ]
    .filter(Boolean)
    .join('. ');
}

/**
 * Hosted stickers (docs/architecture.md): a reference-image model on Replicate draws the characters (all of
 * them in one reference image) in the style, its background is removed on Replicate too, and our
 * renderer adds the mood marks, the label and the die-cut. Outputs are downloaded at once and end up in our storage.
 */
export function createReplicateStickerRenderer(opts: ReplicateRendererOptions = {}): StickerRenderer {
  const e = env();
  const base = {
    auth: opts.auth ?? e.replicate?.token ?? '',
    baseUrl: opts.baseUrl ?? e.replicate?.baseUrl,
    fetch: opts.fetch,
  };
  const drawer = createReplicateRunner({
    ...base,
    timeoutMs: STICKER_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? STICKER_MODEL.pollIntervalMs,
  });
  const cutter = createReplicateRunner({
    ...base,
    timeoutMs: BACKGROUND_MODEL.timeoutMs,
    pollIntervalMs: opts.pollIntervalMs ?? BACKGROUND_MODEL.pollIntervalMs,
  });
  return {
    async render(input) {
      const reference = await referenceImage(input.tiles);
      const drawn = await drawer.image(
        STICKER_MODEL.version,
        STICKER_MODEL.buildInput({
          image: await toDataUri(reference, { png: true }),
          prompt: stickerPrompt(input),
        }),
      );
      const cutout = await toRaw(
        await cutter.image(
          BACKGROUND_MODEL.version,
          BACKGROUND_MODEL.buildInput({ image: await toDataUri(drawn, { png: true }) }),
        ),
      );
      const box = alphaBBox(cutout, 24);
      if (!box) throw new Error('The model drew nothing to cut out');
      const { data, info } = await rawSharp(cutout).extract(box).raw().toBuffer({ resolveWithObject: true });
      // The model drew the description itself: no parts of ours on top.
      const figure = { data, width: info.width, height: info.height };
      const layout: StickerLayout = {
        seed: input.seed,
        draws: 0,
        moods: input.moods,
        fill: DEFAULT_LABEL_FILL,
        outline: input.style.look?.outline ?? null,
        parts: null,
      };
      return {
        image: await layoutSticker(figure, input, rng(input.seed), DEFAULT_LABEL_FILL),
        parts: [],
        // The cut-out is kept so the label can be drawn again for free (lib/media/sticker/relabel.ts).
        layer: { figure: await encodeFigure(figure), layout },
      };
    },
  };
}
