import { redeemPromoSchema } from '@/lib/contracts/promo';
import { ok } from '@/lib/http/envelope';
import { defineRoute, noStore } from '@/lib/http/route';
import { clientIp } from '@/lib/http/client-ip';
import { redeemPromoCode } from '@/lib/promo/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

export const POST = defineRoute(
  { auth: 'required', body: redeemPromoSchema },
  async ({ db, body, user, req }) => {
    const { creditsAwarded, availableCredits } = await redeemPromoCode(db, {
      userId: user.id,
      promoCode: body.promoCode,
      captchaToken: body.captchaToken,
      ip: clientIp(req.headers),
    });
    return ok({ creditsAwarded }, { balance: { availableCredits }, headers: noStore });
  },
);
