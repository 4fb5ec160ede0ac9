import 'server-only';
import { isMood, MAX_MOODS, type Mood } from '@/lib/config/moods';
import type { CreateStickersRequest } from '@/lib/contracts/stickers';
import type { DbOrTx } from '@/lib/db/types';
import { resolveUsableStyles } from '@/lib/styles/service';
import type { RenderStyle } from './renderer';

/** The custom style box as a style: "Name: description" names it, anything else is 'Custom'. */
function customStyle(text: string): RenderStyle {
  const [name, ...rest] = text.split(':');
  return {
    reference: null,
    name: (rest.length ? name : 'Custom')?.trim().slice(0, 60) || 'Custom',
    description: text,
    prompt: text,
    look: null,
  };
}

/**
 * The styles of a set, each its own style, the stickers taking them in turn: catalogue styles,
 * then each AI style, then the custom text (the schema has already capped them at 3 together).
 */
export async function stylesOfSet(
  db: DbOrTx,
  userId: string,
  input: Pick<CreateStickersRequest, 'styleReferences' | 'aiStyles' | 'styleDescription'>,
): Promise<RenderStyle[]> {
  const styles: RenderStyle[] = await resolveUsableStyles(db, userId, input.styleReferences);
  for (const ai of input.aiStyles) {
    styles.push({
      reference: null,
      name: ai.styleName,
      description: ai.styleDescription,
      prompt: `${ai.styleName}: ${ai.styleDescription}`,
      look: null,
    });
  }
  if (input.styleDescription) styles.push(customStyle(input.styleDescription));
  return styles;
}

/**
 * Moods and the context text of a set. The page sends moods apart from the use cases (both lists
 * hold 'romantic' and 'humorous'); an older API client mixes them into contextTopics, where any
 * mood name is read as a mood, the first 5 kept (docs/product-rules.md: a sixth is ignored).
 */
export function moodsAndContext(
  input: Pick<CreateStickersRequest, 'moods' | 'contextTopics' | 'contextDescription'>,
): { moods: Mood[]; context: string } {
  const explicit = input.moods !== undefined;
  const moods = explicit ? (input.moods as Mood[]) : input.contextTopics.filter(isMood).slice(0, MAX_MOODS);
  const topics = explicit ? input.contextTopics : input.contextTopics.filter((t) => !isMood(t));
  return { moods, context: [input.contextDescription, ...topics].filter(Boolean).join('. ') };
}
