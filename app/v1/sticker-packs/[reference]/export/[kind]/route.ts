import { z } from 'zod';
import { defineRoute } from '@/lib/http/route';
import { attachmentHeader, EXPORT_KINDS, exportPack } from '@/lib/exports/service';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

const paramsSchema = z.object({ reference: z.string().trim().min(1).max(100), kind: z.enum(EXPORT_KINDS) });

/** A ZIP of the pack for Telegram or WhatsApp (free). Public packs for anyone, private ones for their owner. */
export const GET = defineRoute({ auth: 'optional', params: paramsSchema }, async ({ db, user, params }) => {
  const zip = await exportPack(db, user?.id ?? null, params.reference, params.kind);
  return new Response(new Uint8Array(zip.data), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(zip.data.length),
      'Content-Disposition': attachmentHeader(zip.fileName, zip.title),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
