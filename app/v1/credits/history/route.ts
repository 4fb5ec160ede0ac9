import { creditHistoryQuerySchema } from '@/lib/contracts/credits';
import { getCreditHistory } from '@/lib/credits/service';
import { defineRoute, NextResponse, noStore } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

// Product rule (docs/product-rules.md): "A credit history response must be an array", so `data` is the array itself.
export const GET = defineRoute(
  { auth: 'required', query: creditHistoryQuerySchema },
  async ({ db, user, query }) => {
    const entries = await getCreditHistory(db, user.id, { limit: query.limit, locale: query.locale });
    return NextResponse.json({ data: entries }, { headers: noStore });
  },
);
