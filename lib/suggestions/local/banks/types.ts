import type { Mood } from '@/lib/config/moods';
import type { UseCase } from '@/lib/config/use-cases';

/**
 * One language's curated phrases for the local composer (DESIGN §2): everything a suggestion says
 * besides its label text (label-bank.ts). Written per language, not translated word by word, and
 * built so the pieces combine grammatically: `actions` follow `who` in the `describe` templates,
 * and their verbs agree with both `who` forms (a group is a singular collective where verbs inflect).
 */
export type PhraseBank = {
  /** Who is on the sticker: one character, or several drawn together. */
  who: { one: string; many: string };
  /** What the character does, one per PHRASES entry (label-bank.ts), in that order. */
  actions: readonly string[];
  /** Where, or with what: the setting a use case brings to a sticker. */
  scenes: Readonly<Record<UseCase, string>>;
  /** A mood's visual flair (SPEC §3 per-sticker visualFlair). */
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
