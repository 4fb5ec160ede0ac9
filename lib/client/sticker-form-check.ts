import { createStickersSchema } from '@/lib/contracts/stickers';
import { buildPayload, type DraftErrorKey, draftErrorKeyOf, type StickerDraft } from './sticker-form';

// Every problem of a create-sticker draft, per field and in page order, read from the API's own
// schema (lib/contracts/stickers.ts): the page marks each field, focuses the first and names the
// incomplete stickers, and the server refuses exactly the same drafts.

/** The three texts each sticker needs (docs/product-rules.md); the other entry fields have defaults. */
export const REQUIRED_ENTRY_FIELDS = ['name', 'labelText', 'description'] as const;
export type RequiredEntryField = (typeof REQUIRED_ENTRY_FIELDS)[number];

export type SectionField = 'characters' | 'styles' | 'context' | 'count';
export type DraftField = SectionField | `entry-${number}-${RequiredEntryField}`;

/** The sections' fields in the order the page shows them. */
const SECTION_ORDER: readonly SectionField[] = ['characters', 'styles', 'context', 'count'];

export type IncompleteEntry = { index: number; missing: RequiredEntryField[] };

export type DraftCheck = {
  /** Section problems, one message key each, in page order. */
  sections: { field: SectionField; key: DraftErrorKey }[];
  /** Stickers with a blank required text, by index, each with what it lacks (in field order). */
  entries: IncompleteEntry[];
  /** The first invalid field in page order, or null when the draft can be sent. */
  first: DraftField | null;
};

export const entryField = (index: number, field: RequiredEntryField): DraftField => `entry-${index}-${field}`;

const SECTION_OF_PATH: Record<string, SectionField> = {
  characterReferences: 'characters',
  styleReferences: 'styles',
  aiStyles: 'styles',
  styleDescription: 'styles',
  contextDescription: 'context',
  contextTopics: 'context',
  moods: 'context',
  stickerCount: 'count',
  descriptions: 'count',
};

const isRequired = (f: unknown): f is RequiredEntryField =>
  (REQUIRED_ENTRY_FIELDS as readonly unknown[]).includes(f);

/** Zod issues (as `safeParse` returns them) → problems per field, in page order. */
export function checkIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): DraftCheck {
  const sections = new Map<SectionField, DraftErrorKey>();
  const missing = new Map<number, Set<RequiredEntryField>>();
  for (const issue of issues) {
    const [head, index, field] = issue.path;
    if (head === 'descriptions' && typeof index === 'number' && isRequired(field)) {
      const set = missing.get(index) ?? new Set();
      missing.set(index, set.add(field));
      continue;
    }
    const section = SECTION_OF_PATH[String(head)];
    // A path the page has no field for (never from the page's own payload) still blocks the send.
    const at = section ?? 'count';
    if (!sections.has(at)) sections.set(at, draftErrorKeyOf(issue.message) ?? 'incompleteEntries');
  }
  const entries = [...missing.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, set]) => ({ index, missing: REQUIRED_ENTRY_FIELDS.filter((f) => set.has(f)) }));
  const orderedSections = SECTION_ORDER.filter((f) => sections.has(f)).map((field) => ({
    field,
    key: sections.get(field) as DraftErrorKey,
  }));
  const firstEntry = entries[0];
  const first: DraftField | null =
    orderedSections[0]?.field ??
    (firstEntry ? entryField(firstEntry.index, firstEntry.missing[0] as RequiredEntryField) : null);
  return { sections: orderedSections, entries, first };
}

/** The draft through the API's schema: every problem, per field, in page order. */
export function checkDraft(d: StickerDraft): DraftCheck {
  const parsed = createStickersSchema.safeParse(buildPayload(d));
  return parsed.success ? { sections: [], entries: [], first: null } : checkIssues(parsed.error.issues);
}

/** The message for one field, if it has a problem: a section's key, or the entry field that is blank. */
export function problemAt(check: DraftCheck, field: DraftField): DraftErrorKey | RequiredEntryField | null {
  const section = check.sections.find((s) => s.field === field);
  if (section) return section.key;
  const m = /^entry-(\d+)-(\w+)$/.exec(field);
  if (!m) return null;
  const entry = check.entries.find((e) => e.index === Number(m[1]));
  return entry?.missing.find((f) => f === m[2]) ?? null;
}
