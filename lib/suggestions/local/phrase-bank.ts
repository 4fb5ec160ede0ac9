import type { Mood } from '@/lib/config/moods';
import type { UseCase } from '@/lib/config/use-cases';

/**
 * Where the composer's texts live, from the project root: one JSON file per label language. They sit
 * next to the composer rather than in messages/, whose files next-intl precompiles and the texts
 * version hashes; these are plain strings the composer fills in itself, never sent to the browser.
 * Checked by `npm run i18n:check` (check-texts.ts).
 */
export const SUGGESTION_TEXTS_DIR = 'lib/suggestions/local/phrases';

/**
 * One language's curated phrases for the local composer: everything a suggestion says besides its
 * label text. Written per language, not translated word by word, and built so the pieces combine
 * grammatically: `actions` follow `who` in the `describe` templates, and their verbs agree with both
 * `who` forms (a group is a singular collective where verbs inflect).
 */
export type PhraseBank = {
  /** Who is on the sticker: one character, or several drawn together. */
  who: { one: string; many: string };
  /** What the character does, one per PHRASES entry (label-bank.ts), in that order. */
  actions: readonly string[];
  /** Where, or with what: the setting a use case brings to a sticker. */
  scenes: Readonly<Record<UseCase, string>>;
  /** A mood's visual flair (the per-sticker visualFlair). */
  flairs: Readonly<Record<Mood, string>>;
  /** Poses and framings. */
  poses: readonly string[];
  /** Lettering styles for the label. */
  fonts: readonly string[];
  /** Theme ideas for the context step. */
  themes: readonly string[];
  /** AI style ideas: [name, description]; each names its look in words the renderer maps to a family. */
  styles: readonly (readonly [string, string])[];
  /** Templates: {who} {action} {scene} {description} {hint}. */
  templates: {
    /** A sticker's description with a scene. */
    describe: string;
    /** Without a scene. */
    describePlain: string;
    /** A style idea's description tuned to the user's own style words. */
    styleHint: string;
  };
};

/**
 * A language's file: the label texts (one per PHRASES entry, in that order) and, for the 20
 * interface languages only, the phrase bank. The other label languages borrow a bank (banks.ts).
 */
export type SuggestionTexts = { labels: readonly string[]; bank?: PhraseBank };
