// Hosted image model for characters (DESIGN §2: Replicate when REPLICATE_API_TOKEN is set).
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
