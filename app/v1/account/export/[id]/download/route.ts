import { z } from 'zod';
import { openExport } from '@/lib/account/exports';
import { defineRoute, NextResponse } from '@/lib/http/route';

export * from '@/lib/http/method-not-allowed';

export const dynamic = 'force-dynamic';

const params = z.object({ id: z.uuid('Export not found') });

// Owner only (anyone else: 404), and only while the link is valid (then 410).
export const GET = defineRoute({ auth: 'required', params }, async ({ db, user, params }) => {
  const file = await openExport(db, user.id, params.id);
  return new NextResponse(new Uint8Array(file.data), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
