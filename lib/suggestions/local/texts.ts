import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { SUGGESTION_TEXTS_DIR, type SuggestionTexts } from './phrase-bank';

// Read from disk on the server when a language is first asked for, then kept: the files are part of
// the deployment and never change while it runs. Read relative to the working directory, where
// `next start`, the scripts and the tests all run.
const dir = path.join(/*turbopackIgnore: true*/ process.cwd(), SUGGESTION_TEXTS_DIR);
let languages: ReadonlySet<string> | undefined;
const loaded = new Map<string, SuggestionTexts>();

/** The languages that have a file. Only these names are ever read, so a request cannot pick a path. */
export function suggestionTextLanguages(): ReadonlySet<string> {
  languages ??= new Set(
    fs
      .readdirSync(/*turbopackIgnore: true*/ dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length)),
  );
  return languages;
}

/** A language's texts, or undefined when it has no file. */
export function suggestionTexts(language: string): SuggestionTexts | undefined {
  if (!suggestionTextLanguages().has(language)) return undefined;
  let texts = loaded.get(language);
  if (!texts) {
    texts = JSON.parse(
      fs.readFileSync(/*turbopackIgnore: true*/ path.join(dir, `${language}.json`), 'utf8'),
    ) as SuggestionTexts;
    loaded.set(language, texts);
  }
  return texts;
}
