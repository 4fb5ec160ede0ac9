import { queryOptions } from '@tanstack/react-query';
import type { PackTelegramDto } from '@/lib/contracts/packs';
import {
  type ExportKind,
  PUBLISH_ERROR_CODES,
  type PublishErrorCode,
  WHATSAPP_MIN_REASON,
} from '@/lib/contracts/publishing';
import { apiFetch, unwrap } from './api-fetch';
import { queryKeys } from './query-keys';

// The pack page's Telegram status and ZIP downloads (docs/decisions.md). Status is the owner's only.

export type PackTelegram = PackTelegramDto;
export type { ExportKind };

/** While the bot works the page follows it closely; otherwise it looks again now and then. */
export const TELEGRAM_POLL_BUSY_MS = 3_000;
export const TELEGRAM_POLL_IDLE_MS = 20_000;

const packPath = (reference: string) => `/v1/sticker-packs/${encodeURIComponent(reference)}`;

export const isPublishing = (t: PackTelegram | null | undefined) =>
  t?.status === 'PENDING' || t?.status === 'PUBLISHING';

export async function getPackTelegram(reference: string, fetchImpl?: typeof fetch) {
  return unwrap<PackTelegram | null>(await apiFetch(`${packPath(reference)}/telegram`, { fetchImpl }));
}

export type OwnerTelegramLink = { url: string; expiresAt: string };

/** The owner's "Add to Telegram": a deep link with a single-use ticket that makes their Telegram account the set's owner. */
export async function createOwnerTelegramLink(reference: string, fetchImpl?: typeof fetch) {
  return unwrap<OwnerTelegramLink>(
    await apiFetch(`${packPath(reference)}/telegram`, { method: 'POST', fetchImpl }),
  );
}

export const packTelegramQuery = (reference: string) =>
  queryOptions({
    queryKey: [...queryKeys.packs, reference, 'telegram'] as const,
    queryFn: () => getPackTelegram(reference),
    refetchInterval: (q) => (isPublishing(q.state.data) ? TELEGRAM_POLL_BUSY_MS : TELEGRAM_POLL_IDLE_MS),
  });

export type TelegramErrorKey = PublishErrorCode | 'unknown';
/** The panel's message key for a stored error code; a code this build does not know: 'unknown'. */
export const telegramErrorKey = (code: string | null | undefined): TelegramErrorKey =>
  PUBLISH_ERROR_CODES.find((k) => k === code) ?? 'unknown';

export const exportUrl = (reference: string, kind: ExportKind) => `${packPath(reference)}/export/${kind}`;

/** The name from Content-Disposition (RFC 6266: filename* first), else undefined. */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim());
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

export type DownloadResult =
  | { ok: true; fileName: string }
  | { ok: false; reason: 'whatsappMin' | 'downloadFailed' };

/** Fetches the ZIP (so a refusal can be explained in place) and saves it under the server's name. */
export async function downloadPackZip(
  reference: string,
  kind: ExportKind,
  opts: { fetchImpl?: typeof fetch; save?: (blob: Blob, name: string) => void } = {},
): Promise<DownloadResult> {
  const fetchImpl = opts.fetchImpl ?? fetch;
  let res: Response;
  try {
    res = await fetchImpl(exportUrl(reference, kind), { credentials: 'same-origin' });
  } catch {
    return { ok: false, reason: 'downloadFailed' };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { details?: { reason?: string } } | null;
    return {
      ok: false,
      reason: body?.details?.reason === WHATSAPP_MIN_REASON ? 'whatsappMin' : 'downloadFailed',
    };
  }
  const fileName =
    fileNameFromDisposition(res.headers.get('content-disposition')) ?? `sticker-pack-${kind}.zip`;
  (opts.save ?? saveBlob)(await res.blob(), fileName);
  return { ok: true, fileName };
}

function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
