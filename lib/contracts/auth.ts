import { z } from 'zod';

export const AUTH_LIMITS = { passwordMin: 8, passwordMax: 128, nameMax: 50 } as const;

// Messages are translation keys under "auth.errors" (client) — the server answers with its own codes.
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'emailRequired').email('emailInvalid'),
  password: z.string().min(1, 'passwordRequired'),
});

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, 'firstNameRequired').max(AUTH_LIMITS.nameMax, 'nameTooLong'),
  lastName: z.string().trim().max(AUTH_LIMITS.nameMax, 'nameTooLong'),
  email: z.string().trim().min(1, 'emailRequired').email('emailInvalid'),
  password: z
    .string()
    .min(AUTH_LIMITS.passwordMin, 'passwordTooShort')
    .max(AUTH_LIMITS.passwordMax, 'passwordTooLong')
    .regex(/[A-Za-z]/, 'passwordNeedsLetter')
    .regex(/\d/, 'passwordNeedsDigit'),
  acceptTerms: z.literal(true, { error: 'termsRequired' }),
});
