import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { type ChosenParts, kindOf } from './catalogue';
import {
  chooseFrom,
  choosePoseFrom,
  compileMatcher,
  PART_WORDS_DIR,
  type PartMatcher,
  type PartWords,
} from './match';

export { PART_WORDS_DIR };

// Read once on first use, then kept: the files are part of the deployment and never change while it
// runs. Read relative to the working directory, where `next start`, the scripts and the tests run.
let matcher: PartMatcher | undefined;

/** Every language's words, by language code. */
export function readPartWords(
  dir = path.join(/*turbopackIgnore: true*/ process.cwd(), PART_WORDS_DIR),
): Record<string, PartWords> {
  const out: Record<string, PartWords> = {};
  for (const f of fs.readdirSync(/*turbopackIgnore: true*/ dir).filter((n) => n.endsWith('.json'))) {
    const json = JSON.parse(fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, f), 'utf8')) as {
      parts?: PartWords;
    };
    out[f.slice(0, -'.json'.length)] = json.parts ?? {};
  }
  return out;
}

export function partMatcher(): PartMatcher {
  matcher ??= compileMatcher(readPartWords());
  return matcher;
}

/** The parts a sticker's text asks for: at most one wear, prop, effect and bubble, chosen per seed. */
export function chooseParts(text: string, seed: number, language?: string): ChosenParts {
  return chooseFrom(partMatcher().match(text, language), seed);
}

/**
 * The poses a sticker's texts ask for: those of the first text that names one (the description
 * before the label: "hugging" with the label "Hey!" hugs); none named, an empty list.
 */
export function poseCandidates(texts: string | string[], language?: string): string[] {
  for (const text of Array.isArray(texts) ? texts : [texts]) {
    const found = partMatcher()
      .match(text, language)
      .filter((id) => kindOf(id) === 'pose');
    if (found.length) return found;
  }
  return [];
}

/** The drawn body's pose: one of poseCandidates per seed; none named, a cheerful default. */
export function choosePose(texts: string | string[], seed: number, language?: string): string {
  return choosePoseFrom(poseCandidates(texts, language), seed);
}
