import { deleteCharacter, getCharacter } from '@/lib/characters/service';
import { characterReferenceParamsSchema } from '@/lib/contracts/characters';
import { getDb } from '@/lib/db';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// Polled every 10 s while a character is being created (SPEC §7).
export const GET = defineRoute(
  { auth: 'required', params: characterReferenceParamsSchema },
  async ({ user, params }) =>
    ok(await getCharacter(await getDb(), user.id, params.reference), { headers: noStore }),
);

export const DELETE = defineRoute(
  { auth: 'required', params: characterReferenceParamsSchema },
  async ({ user, params }) => {
    await deleteCharacter(await getDb(), user.id, params.reference);
    return ok('ok', { headers: noStore });
  },
);
