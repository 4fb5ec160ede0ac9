import { z } from 'zod';

export const AUTH_LIMITS = {
  passwordMin: 8,
  passwordMax: 128,
  nameMax: 50,
  // better-auth's `name` is the full name the forms build: first, a space, last.
  fullNameMax: 101,
  // The longest address an email can have (RFC 5321's path limit).
  emailMax: 254,
  imageMax: 512,
} as const;

// Control characters, line and paragraph separators, and the bidi overrides and isolates that can
// make a name read backwards. Joiners (U+200C/U+200D) are allowed: Persian and emoji need them.
const NAME_TEXT = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;

const nameText = (max: number) =>
  z.string({ error: 'nameInvalid' }).trim().max(max, 'nameTooLong').regex(NAME_TEXT, 'nameInvalid');

export const firstNameSchema = nameText(AUTH_LIMITS.nameMax).min(1, 'firstNameRequired');
export const lastNameSchema = nameText(AUTH_LIMITS.nameMax);
export const fullNameSchema = nameText(AUTH_LIMITS.fullNameMax).min(1, 'nameRequired');

// The storage key shape of lib/storage/keys.ts, repeated here because that file needs node:crypto
// and this one runs in the browser too (tests/unit/profile-rules.test.ts keeps the two in step).
const BLOB_KEY = /^(?:[a-z0-9][a-z0-9-]{0,39}\/){1,4}[A-Za-z0-9_-]{16,64}\.[a-z0-9]{2,5}$/;
export const BLOB_ROUTE = '/blobs/';

/**
 * A profile picture only from our own storage: `/blobs/<key>` on this site, or `<prefix><key>` for
 * one of the given absolute prefixes (APP_URL's `/blobs/`, the hosted store's public base). Anything
 * else (a `javascript:` or `data:` address, another site's picture) would be fetched by every
 * visitor's browser or run as a link.
 */
export function isOwnImage(value: string, prefixes: readonly string[] = []): boolean {
  if (value.length > AUTH_LIMITS.imageMax) return false;
  for (const prefix of [BLOB_ROUTE, ...prefixes])
    if (value.startsWith(prefix) && BLOB_KEY.test(value.slice(prefix.length))) return true;
  return false;
}

/** What a profile write may carry (better-auth's update-user, and sign-up's profile fields). */
export function profileSchema(imagePrefixes: readonly string[] = []) {
  return z.object({
    name: fullNameSchema.optional(),
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    image: z
      .string({ error: 'imageNotAllowed' })
      .refine((v) => isOwnImage(v, imagePrefixes), 'imageNotAllowed')
      .nullable()
      .optional(),
  });
}

// Messages are translation keys under "auth.errors" (client) — the server answers with its own codes.
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').email('emailInvalid'),
  password: z.string().min(1, 'passwordRequired'),
});

export const signUpSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: z
    .string()
    .trim()
    .min(1, 'emailRequired')
    .max(AUTH_LIMITS.emailMax, 'emailInvalid')
    .email('emailInvalid'),
  password: z
    .string()
    .min(AUTH_LIMITS.passwordMin, 'passwordTooShort')
    .max(AUTH_LIMITS.passwordMax, 'passwordTooLong')
    .regex(/[A-Za-z]/, 'passwordNeedsLetter')
    .regex(/\d/, 'passwordNeedsDigit'),
  acceptTerms: z.literal(true, { error: 'termsRequired' }),
});
