import type { ChosenParts } from './catalogue';

// The drawn poses and parts in words, for a hosted image model's prompt
// (lib/stickers/replicate-renderer.ts): the model draws what the local renderer would have drawn
// from the same description and seed (../plan.ts). English, as the rest of the prompt; every id of
// body/poses.ts and parts/catalogue.ts has its phrase (tests/unit/sticker-prompt.test.ts).

export const POSE_PHRASES: Record<string, string> = {
  wave: 'waving hello with one hand raised',
  'thumbs-up': 'giving a thumbs up',
  'heart-hands': 'making a heart shape with both hands',
  hug: 'opening both arms wide for a hug',
  shrug: 'shrugging with palms up',
  facepalm: 'facepalming, one hand over the face',
  point: 'pointing to the side with one finger',
  salute: 'saluting with a hand at the brow',
  cheer: 'cheering with both fists raised high',
  dance: 'dancing, one leg kicked up and arms swinging',
  jump: 'jumping for joy, both feet off the ground',
  run: 'running fast, leaning forward',
  bow: 'bowing politely from the waist',
  sit: 'sitting down cross-legged',
  sleep: 'lying asleep with the head on a pillow',
};

export const PART_PHRASES: Record<string, string> = {
  'party-hat': 'wearing a striped party hat',
  crown: 'wearing a golden crown',
  cap: 'wearing a baseball cap',
  'santa-hat': 'wearing a Santa hat',
  'graduation-cap': 'wearing a graduation cap',
  sunglasses: 'wearing sunglasses',
  headphones: 'wearing headphones',
  'flower-crown': 'wearing a flower crown',
  nightcap: 'wearing a nightcap',
  'coffee-cup': 'holding a coffee cup',
  cake: 'holding a birthday cake',
  gift: 'holding a wrapped gift box',
  balloon: 'holding a balloon on a string',
  phone: 'holding a smartphone',
  'game-controller': 'holding a game controller',
  book: 'holding an open book',
  trophy: 'holding a trophy',
  'big-heart': 'holding a big red heart',
  bouquet: 'holding a bouquet of flowers',
  umbrella: 'holding an umbrella',
  pillow: 'with a pillow',
  'pizza-slice': 'holding a slice of pizza',
  camera: 'holding a camera',
  laptop: 'holding a laptop',
  tears: 'with tears streaming down',
  'sweat-drop': 'with a nervous sweat drop',
  'anger-mark': 'with a cartoon anger mark',
  blush: 'with blushing cheeks',
  zzz: 'with floating Z letters of sleep',
  sparkles: 'surrounded by sparkles',
  'speed-lines': 'with speed lines behind',
  'music-notes': 'with music notes floating around',
  confetti: 'with confetti falling around',
  hearts: 'with little hearts floating around',
  'speech-exclaim': 'with an empty speech bubble holding an exclamation mark',
  'speech-question': 'with an empty speech bubble holding a question mark',
  'speech-dots': 'with an empty speech bubble holding three dots',
  thought: 'with an empty thought bubble',
};

/** "Pose: jumping for joy…; wearing a party hat, holding a balloon": what the drawing must show. */
export function drawingPhrase(pose: string | null, chosen: ChosenParts): string {
  const parts = (['wear', 'prop', 'effect', 'bubble'] as const)
    .map((k) => chosen[k] && PART_PHRASES[chosen[k] as string])
    .filter(Boolean);
  const posed = pose && POSE_PHRASES[pose];
  return [posed ? `Body pose: ${posed}` : '', parts.length ? `Shown ${parts.join(', ')}` : '']
    .filter(Boolean)
    .join('. ');
}
