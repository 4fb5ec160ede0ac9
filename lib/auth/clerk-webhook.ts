import 'server-only';
import { z } from 'zod';
import { AUTH_LIMITS, lastNameSchema } from '@/lib/contracts/auth';
import {
  type SignedHeaders,
  SVIX_WEBHOOK_HEADERS,
  signedHeadersOf,
  verifyWebhook,
} from '@/lib/http/standard-webhook';

// Clerk's webhooks (app/api/webhooks/clerk/route.ts), sent through Svix in the Standard Webhooks
// scheme (lib/http/standard-webhook.ts) with svix-* headers and the endpoint's signing secret
// (CLERK_WEBHOOK_SECRET). What a user event says about a profile passes the same rules as a profile
// written here (lib/auth/profile-rules.ts, lib/contracts/auth.ts) before it reaches our users row.

export type ClerkEvent = { id: string; type: string; data: Record<string, unknown> };

export type ClerkProfile = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  imageUrl: string | null;
};

/** A signed, fresh event, or why not: 'unsigned', 'stale', 'forged', or 'malformed' (signed, not an event). */
export function readClerkEvent(
  raw: string,
  headers: Headers,
  secret: string,
  nowMs = Date.now(),
): ClerkEvent | 'unsigned' | 'stale' | 'forged' | 'malformed' {
  const signed: SignedHeaders = signedHeadersOf(headers, SVIX_WEBHOOK_HEADERS);
  const verdict = verifyWebhook(raw, signed, secret, nowMs);
  if (verdict !== 'ok') return verdict;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return 'malformed';
  }
  const event = body as { type?: unknown; data?: unknown };
  if (typeof event?.type !== 'string' || !event.data || typeof event.data !== 'object') return 'malformed';
  return { id: signed.id as string, type: event.type, data: event.data as Record<string, unknown> };
}

/** The Clerk user id a user event is about (data.id), or null. */
export function clerkUserIdOf(data: Record<string, unknown>): string | null {
  const id = data.id;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,128}$/.test(id) ? id : null;
}

// The forms' name rule (lib/contracts/auth.ts): control characters, line separators and bidi
// overrides are taken out, the rest trimmed and cut to the limit without halving an emoji.
const NOT_NAME_TEXT = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
function cleanName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const chars = Array.from(value.replace(NOT_NAME_TEXT, '').trim());
  while (chars.join('').length > AUTH_LIMITS.nameMax) chars.pop();
  const r = lastNameSchema.safeParse(chars.join(''));
  return r.success && r.data ? r.data : null;
}

const emailSchema = z.string().trim().max(AUTH_LIMITS.emailMax).email();

function primaryEmailOf(data: Record<string, unknown>): string | null {
  const addresses = Array.isArray(data.email_addresses) ? data.email_addresses : [];
  const primary = addresses.find(
    (a) => a && typeof a === 'object' && (a as { id?: unknown }).id === data.primary_email_address_id,
  ) as { email_address?: unknown } | undefined;
  const r = emailSchema.safeParse(primary?.email_address);
  return r.success ? r.data : null;
}

// A profile picture is only one of our files (lib/contracts/auth.ts isOwnImage); with Clerk the one
// other source is Clerk's image host, the only one the pages' CSP lets in (lib/http/csp.ts).
const CLERK_IMAGE_PREFIX = 'https://img.clerk.com/';
function clerkImageOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > AUTH_LIMITS.imageMax) return null;
  if (!value.startsWith(CLERK_IMAGE_PREFIX) || !/^[\x21-\x7e]+$/.test(value)) return null;
  try {
    return new URL(value).origin === 'https://img.clerk.com' ? value : null;
  } catch {
    return null;
  }
}

/** What a user.updated event's user object says of the profile, after our rules. */
export function clerkProfileOf(data: Record<string, unknown>): ClerkProfile {
  return {
    email: primaryEmailOf(data),
    firstName: cleanName(data.first_name),
    lastName: cleanName(data.last_name),
    imageUrl: clerkImageOf(data.image_url),
  };
}
