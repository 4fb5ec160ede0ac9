import { createCharacter, listCharacters } from '@/lib/characters/service';
import { createCharacterSchema, listCharactersQuerySchema } from '@/lib/contracts/characters';
import { getDb } from '@/lib/db';
import { list, ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const GET = defineRoute(
  { auth: 'required', query: listCharactersQuerySchema },
  async ({ user, query }) => {
    const page = await listCharacters(await getDb(), user.id, query);
    return list(page.items, page.nextCursor, noStore);
  },
);

export const POST = defineRoute({ auth: 'required', body: createCharacterSchema }, async ({ user, body }) => {
  const { character, availableCredits } = await createCharacter(await getDb(), user.id, body);
  return ok(character, { balance: { availableCredits }, status: 201, headers: noStore });
});
