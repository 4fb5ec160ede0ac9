import { creditHistoryQuerySchema } from '@/lib/contracts/credits';
import { getCreditHistory } from '@/lib/credits/service';
import { getDb } from '@/lib/db';
import { defineRoute, NextResponse, noStore } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

// SPEC §5: "A credit history response must be an array", so `data` is the array itself.
export const GET = defineRoute(
  { auth: 'required', query: creditHistoryQuerySchema },
  async ({ user, query }) => {
    const entries = await getCreditHistory(await getDb(), user.id, { limit: query.limit });
    return NextResponse.json({ data: entries }, { headers: noStore });
  },
);
