import { createCharacter, listCharacters } from '@/lib/characters/service';
import { createCharacterSchema, listCharactersQuerySchema } from '@/lib/contracts/characters';
import { list, ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', query: listCharactersQuerySchema },
  async ({ db, user, query }) => {
    const page = await listCharacters(db, user.id, query);
    return list(page.items, page.nextCursor, noStore);
  },
);

export const POST = defineRoute(
  { auth: 'required', body: createCharacterSchema },
  async ({ db, user, body }) => {
    const { character, availableCredits } = await createCharacter(db, user.id, body);
    return ok(character, { balance: { availableCredits }, status: 201, headers: noStore });
  },
);
