import 'server-only';
import { DEFAULT_RETRIES, defineJob } from '@/lib/jobs/types';
import { failCreateCharacter, runCreateCharacter } from './pipeline';

export const createCharacterJob = defineJob({
  id: 'character-create',
  event: 'character/create.requested',
  retries: DEFAULT_RETRIES,
  heavy: true,
  subjectId: (data) => data.characterId,
  handler: ({ event, step, attempt }) => runCreateCharacter(event.data, step, attempt),
  onFailure: ({ event, error }) => failCreateCharacter(event.data, error),
  // Started only after reserveCredits took its hold (createCharacter), so holds cap it.
  inFlight: 'credit-hold',
});
