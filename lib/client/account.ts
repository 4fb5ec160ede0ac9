'use client';

import { apiFetch, unwrap } from './api-fetch';
import type { ExportStatus } from '@/lib/contracts/account';

// "Your data" in account settings: the data export's status and start, and account deletion.

export const fetchLatestExport = async () =>
  unwrap<ExportStatus | null>(await apiFetch('/v1/account/export'));

export const startExport = async () =>
  unwrap<ExportStatus>(await apiFetch('/v1/account/export', { method: 'POST' }));

export const deleteAccount = async (body: { confirmation: string; password?: string }) =>
  unwrap<{ id: string; state: string }>(await apiFetch('/v1/account', { method: 'DELETE', body }));

/** How often the export's status is asked while it is being built. */
export const EXPORT_POLL_MS = 2_000;

/** The translated text for a refused deletion (lib/account/deletion.ts answers these). */
export function deleteErrorKey(status: number, errorCode: string | undefined, reason: unknown): string {
  if (errorCode === 'VALIDATION_ERROR') return 'delete.mismatch';
  if (status === 403) return reason === 'wrong-password' ? 'delete.wrongPassword' : 'delete.reauth';
  if (errorCode === 'RATE_LIMITED') return 'delete.locked';
  if (errorCode === 'CONFLICT') return 'delete.busy';
  return 'delete.failed';
}
