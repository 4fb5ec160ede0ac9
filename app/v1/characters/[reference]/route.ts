import { deleteCharacter, getCharacter } from '@/lib/characters/service';
import { characterReferenceParamsSchema } from '@/lib/contracts/characters';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Polled every 10 s while a character is being created (docs/product-rules.md).
export const GET = defineRoute(
  { auth: 'required', params: characterReferenceParamsSchema },
  async ({ db, user, params }) => ok(await getCharacter(db, user.id, params.reference), { headers: noStore }),
);

export const DELETE = defineRoute(
  { auth: 'required', params: characterReferenceParamsSchema },
  async ({ db, user, params }) => {
    await deleteCharacter(db, user.id, params.reference);
    return ok('ok', { headers: noStore });
  },
);
