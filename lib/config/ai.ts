// Hosted image model for characters (docs/architecture.md: Replicate when REPLICATE_API_TOKEN is set).
// A reference-image model: it keeps the face of the photo and draws it as a sticker. The version
// pins the exact weights; change both together and run tests/integration/characters-replicate.
export const CHARACTER_MODEL = {
  name: 'fofr/face-to-sticker',
  version: '764d4827ea159608a07cdde8ddf1c6000019627515eb02b6b449695fd547e5ef',
  /** Give up (and cancel the prediction) after this long; the job then retries. */
  timeoutMs: 5 * 60_000,
  pollIntervalMs: 2000,
  buildInput(input: { image: string; name: string; description: string }) {
    const subject = input.description.trim() || 'a person';
    return {
      image: input.image,
      prompt: `a sticker of ${subject}, cute cartoon style, clean lines, full face, white background`,
      negative_prompt: 'text, words, watermark, nsfw, nudity, violence',
      steps: 20,
      width: 1024,
      height: 1024,
      upscale: false,
      instant_id_strength: 0.7,
      ip_adapter_weight: 0.2,
      prompt_strength: 4.5,
    };
  },
} as const;

// Hosted stickers (docs/architecture.md): the same reference-image model draws the character in the style;
// labels are never drawn by the model (our renderer adds them), so the prompt asks for no text.
export const STICKER_MODEL = {
  name: 'fofr/face-to-sticker',
  version: '764d4827ea159608a07cdde8ddf1c6000019627515eb02b6b449695fd547e5ef',
  timeoutMs: 5 * 60_000,
  pollIntervalMs: 2000,
  buildInput(input: { image: string; prompt: string }) {
    return {
      image: input.image,
      prompt: input.prompt,
      negative_prompt: 'text, letters, words, caption, watermark, nsfw, nudity, violence',
      steps: 20,
      width: 1024,
      height: 1024,
      upscale: false,
      instant_id_strength: 0.7,
      ip_adapter_weight: 0.2,
      prompt_strength: 4.5,
    };
  },
} as const;

// Background removal on Replicate in hosted mode: a serverless deployment never loads the ~1 GB
// local segmentation model or its native runtime.
export const BACKGROUND_MODEL = {
  name: 'lucataco/remove-bg',
  version: '95fcc2a26d3899cd6c2691c900465aaeff466285a65c14638cc5f36f34befaf1',
  timeoutMs: 2 * 60_000,
  pollIntervalMs: 1000,
  buildInput: (input: { image: string }) => ({ image: input.image }),
} as const;

// Hosted text AI for suggestions: an instruction-tuned language model run by name, asked for
// strict JSON that lib/suggestions/replicate.ts checks with zod.
export const TEXT_MODEL = {
  name: 'meta/meta-llama-3-8b-instruct',
  timeoutMs: 60_000,
  pollIntervalMs: 500,
  buildInput: (input: { system: string; prompt: string }) => ({
    system_prompt: input.system,
    prompt: input.prompt,
    max_tokens: 2048,
    temperature: 0.8,
  }),
} as const;
