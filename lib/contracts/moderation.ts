import { z } from 'zod';
import { REPORT_KINDS, REPORT_REASONS, type ReportKind, type ReportReason } from '@/lib/config/moderation';

// Reports and review (docs/product-rules.md, moderation): one schema for the report dialog, the admin
// page and their route handlers.

export { REPORT_KINDS, REPORT_REASONS, type ReportKind, type ReportReason };

export const reportRequest = z.object({
  kind: z.enum(REPORT_KINDS),
  reference: z.string().trim().min(1).max(100),
  reason: z.enum(REPORT_REASONS),
});
export type ReportRequest = z.infer<typeof reportRequest>;

/** REVIEW: reported by enough people, out of public reads until reviewed. HIDDEN: a moderator hid it. */
export type ModerationState = 'REVIEW' | 'HIDDEN';

const why = z.string().trim().min(1, 'A reason is required').max(200);

export const ITEM_ACTIONS = ['hide', 'restore'] as const;
export const USER_ACTIONS = ['suspend', 'unsuspend'] as const;
export type ModerationAction = (typeof ITEM_ACTIONS)[number] | (typeof USER_ACTIONS)[number];

export const moderationActionRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(ITEM_ACTIONS),
    kind: z.enum(REPORT_KINDS),
    reference: z.string().trim().min(1).max(100),
    reason: why,
  }),
  z.object({
    action: z.enum(USER_ACTIONS),
    /** The person's email or user code. */
    user: z.string().trim().min(1).max(320),
    reason: why,
  }),
]);
export type ModerationActionRequest = z.infer<typeof moderationActionRequest>;

/** A sticker, pack or character as moderation sees it, whoever owns it. */
export type ModerationSubject = {
  kind: ReportKind;
  id: string;
  reference: string;
  /** null for the seeded example characters. */
  ownerId: string | null;
  /** In the gallery when not moderated: PUBLIC (a drawn sticker) or an example character. */
  isPublic: boolean;
  moderation: ModerationState | null;
  label: string;
  image: string | null;
  createdAt: string;
};
