import { z } from 'zod';

// The invoice payload comes back to us in pre_checkout_query and successful_payment.
// Telegram allows 1–128 bytes: {"planId":"standard","userId":"<uuid>"} is ~62.
export const STARS_CURRENCY = 'XTR';
const payloadSchema = z.object({ planId: z.string().min(1).max(40), userId: z.uuid() });
export type InvoicePayload = z.infer<typeof payloadSchema>;

export function encodeInvoicePayload(p: InvoicePayload): string {
  const s = JSON.stringify({ planId: p.planId, userId: p.userId });
  if (Buffer.byteLength(s) > 128) throw new Error('Invoice payload exceeds 128 bytes');
  return s;
}

export function decodeInvoicePayload(raw: string): InvoicePayload | null {
  try {
    const r = payloadSchema.safeParse(JSON.parse(raw));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
