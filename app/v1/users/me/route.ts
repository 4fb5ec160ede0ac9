import { getAvailableCredits } from '@/lib/credits/balance';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const GET = defineRoute({ auth: 'required' }, ({ user }) => {
  const balance = { availableCredits: getAvailableCredits(user) };
  return ok(
    {
      id: user.id,
      publicId: user.publicId,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      imageUrl: user.imageUrl,
      creditExpiry: user.creditExpiry?.toISOString() ?? null,
      balance,
    },
    { balance, headers: noStore },
  );
});
