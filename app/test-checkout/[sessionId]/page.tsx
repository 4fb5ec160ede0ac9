import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/lib/auth/current-user';
import { loadTestCheckout } from '@/lib/payments/test-checkout';
import { CheckoutCard } from './checkout-card';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ sessionId: string }>; searchParams: Promise<{ locale?: string }> };

// Only the signed-in owner of an open test session sees it; anyone else gets a 404 (docs/product-rules.md).
export default async function TestCheckoutPage({ params, searchParams }: Props) {
  const [{ sessionId }, { locale }] = await Promise.all([params, searchParams]);
  const user = await getCurrentUser(await headers());
  const found = user ? await loadTestCheckout(user.id, sessionId) : undefined;
  if (!found) notFound();
  return <CheckoutCard sessionId={sessionId} locale={locale} plan={found.plan} />;
}
