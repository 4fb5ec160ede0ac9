import { z } from 'zod';

// "Delete my account" and "Download my data" (lib/account), shared by the settings dialog and the
// handlers. The typed confirmation is the account's e-mail, or the word DELETE for an account
// without one; compared without case or surrounding spaces.
export const DELETE_CONFIRMATION_WORD = 'DELETE';

export const deleteAccountSchema = z.object({
  confirmation: z.string().trim().min(1, 'confirmationMismatch').max(320, 'confirmationMismatch'),
  /** Embedded accounts: the password typed again (a sign-in within 10 minutes also does). */
  password: z.string().min(1).max(128).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountSchema>;

export const confirmationFor = (email: string | null | undefined) =>
  email?.trim() || DELETE_CONFIRMATION_WORD;

export function confirmationMatches(typed: string, email: string | null | undefined): boolean {
  return typed.trim().toLowerCase() === confirmationFor(email).toLowerCase();
}

/** How long a ready export can be downloaded. */
export const EXPORT_LINK_HOURS = 24;

export const exportStatusSchema = z.object({
  id: z.string(),
  status: z.enum(['BUILDING', 'READY', 'FAILED', 'EXPIRED']),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  downloadUrl: z.string().nullable(),
  sizeBytes: z.number().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;
