// Maps better-auth's error codes and HTTP statuses to our translation keys under auth.errors.
export function authErrorKey(
  err: { code?: string; status?: number; message?: string } | null | undefined,
): string {
  if (!err) return 'generic';
  // This account's sign-ins are paused (lib/auth/sign-in-throttle.ts), not this address's requests.
  if (err.code === 'TOO_MANY_FAILED_SIGN_INS') return 'accountLocked';
  if (err.status === 429) return 'tooManyAttempts';
  // better-auth refuses a sign-in from an untrusted origin with 403 (e.g. an address not APP_URL's).
  if (err.code === 'INVALID_ORIGIN' || err.status === 403) return 'originRefused';
  switch (err.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
      return 'invalidCredentials';
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return 'emailTaken';
    case 'PASSWORD_TOO_SHORT':
      return 'passwordTooShort';
    case 'PASSWORD_TOO_LONG':
      return 'passwordTooLong';
    case 'INVALID_EMAIL':
      return 'emailInvalid';
    case 'PASSWORD_NEEDS_LETTER':
      return 'passwordNeedsLetter';
    case 'PASSWORD_NEEDS_DIGIT':
      return 'passwordNeedsDigit';
    // The profile rules (lib/auth/profile-rules.ts), on sign-up and on every profile change.
    case 'NAME_REQUIRED':
      return 'nameRequired';
    case 'FIRST_NAME_REQUIRED':
      return 'firstNameRequired';
    case 'NAME_TOO_LONG':
      return 'nameTooLong';
    case 'NAME_INVALID':
      return 'nameInvalid';
    case 'IMAGE_NOT_ALLOWED':
      return 'imageNotAllowed';
    default:
      return 'generic';
  }
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The wait a refusal names (details.retryAfterSeconds), in whole minutes for the message. */
export function waitMinutes(err: object | null | undefined): number {
  const details = (err as { details?: { retryAfterSeconds?: unknown } } | null | undefined)?.details;
  const seconds = details?.retryAfterSeconds;
  return Math.max(1, Math.ceil((typeof seconds === 'number' ? seconds : 60) / 60));
}
