import 'server-only';
import { APIError } from 'better-auth/api';
import { AUTH_LIMITS, BLOB_ROUTE, isOwnImage, profileSchema } from '@/lib/contracts/auth';
import { getStorage } from '@/lib/storage';

// The sign-up form's rules for names and the profile picture, held on the server for every write
// better-auth makes to a user's profile (docs/decisions.md): sign-up and update-user. Change-email is
// not enabled; if it ever is, its path belongs in PROFILE_PATHS too.

/** better-auth paths whose body writes profile fields. */
const PROFILE_PATHS = new Set(['/sign-up/email', '/update-user']);

const CODES: Record<string, string> = {
  nameRequired: 'NAME_REQUIRED',
  firstNameRequired: 'FIRST_NAME_REQUIRED',
  nameTooLong: 'NAME_TOO_LONG',
  nameInvalid: 'NAME_INVALID',
  imageNotAllowed: 'IMAGE_NOT_ALLOWED',
};

/**
 * Where our own pictures live as absolute addresses: APP_URL's blob route and, when the files are
 * hosted, the store's public base (the address of a key, less the key).
 */
export function ownImagePrefixes(appUrl: string): string[] {
  const prefixes = [`${new URL(appUrl).origin}${BLOB_ROUTE}`];
  try {
    const key = 'profile/0123456789abcdef0123456789abcdef.webp';
    const url = getStorage().publicUrl(key);
    if (/^https:\/\//.test(url)) prefixes.push(url.slice(0, -key.length));
  } catch {
    // No store configured: pictures can only be under APP_URL.
  }
  return prefixes;
}

/**
 * Checks the profile fields of a sign-up or update-user body. Returns the body with its names
 * trimmed (what the rules measured is what gets stored), or throws a 400 whose code the client
 * translates (components/auth/auth-errors.ts), like the password rule's.
 */
export function checkProfileBody(path: string, body: unknown, imagePrefixes: readonly string[]) {
  if (!PROFILE_PATHS.has(path) || !body || typeof body !== 'object') return null;
  const input = body as Record<string, unknown>;
  if (
    path === '/sign-up/email' &&
    typeof input.email === 'string' &&
    input.email.length > AUTH_LIMITS.emailMax
  )
    throw new APIError('BAD_REQUEST', { message: 'emailInvalid', code: 'INVALID_EMAIL' });
  const fields = Object.fromEntries(
    (['name', 'firstName', 'lastName', 'image'] as const).filter((k) => k in input).map((k) => [k, input[k]]),
  );
  const r = profileSchema(imagePrefixes).safeParse(fields);
  if (!r.success) {
    const key = r.error.issues[0]?.message ?? 'nameInvalid';
    throw new APIError('BAD_REQUEST', { message: key, code: CODES[key] ?? 'NAME_INVALID' });
  }
  return { ...input, ...r.data };
}

/** A code-point-safe cut, so a clamped name never ends in half of an emoji. */
function clamp(max: number) {
  return (value: unknown): string | null | undefined => {
    if (typeof value !== 'string') return value === undefined ? undefined : null;
    if (value.length <= max) return value;
    return Array.from(value.trim()).slice(0, max).join('');
  };
}

/**
 * The user and session fields as better-auth reads them back from the database: names cut to the
 * form's limits, a picture that is not ours dropped, the user agent cut. Every read goes through these
 * (the session lookup, sign-in, update-user's answer), so the signed session snapshot in the cookie
 * stays small even for a row written before the rules held or behind better-auth's back.
 */
export function storedUserFields(imagePrefixes: readonly string[]) {
  return {
    name: {
      type: 'string',
      required: false,
      sortable: true,
      transform: { output: clamp(AUTH_LIMITS.fullNameMax) },
    },
    image: {
      type: 'string',
      required: false,
      transform: {
        output: (v: unknown) => (typeof v === 'string' && isOwnImage(v, imagePrefixes) ? v : null),
      },
    },
    firstName: { type: 'string', required: false, transform: { output: clamp(AUTH_LIMITS.nameMax) } },
    lastName: { type: 'string', required: false, transform: { output: clamp(AUTH_LIMITS.nameMax) } },
  } as const;
}

const USER_AGENT_MAX = 256;
export const storedSessionFields = {
  userAgent: {
    type: 'string',
    required: false,
    transform: { input: clamp(USER_AGENT_MAX), output: clamp(USER_AGENT_MAX) },
  },
} as const;
