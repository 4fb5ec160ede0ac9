import { describe, expect, it } from 'vitest';
import { authErrorKey } from '@/components/auth/auth-errors';
import { AUTH_LIMITS, isOwnImage, profileSchema, signUpSchema } from '@/lib/contracts/auth';
import { newBlobKey } from '@/lib/storage/keys';

// The profile rules are one zod schema shared by the forms and the server (lib/auth/profile-rules.ts);
// these are its edges, and the codes the server answers with reach a message in every language.

const firstIssue = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message;

describe('names', () => {
  const rules = profileSchema();
  it('are measured after trimming and stored trimmed', () => {
    const r = rules.safeParse({ firstName: `  ${'a'.repeat(AUTH_LIMITS.nameMax)}  `, lastName: ' Lee ' });
    expect(r.success && r.data).toEqual({ firstName: 'a'.repeat(AUTH_LIMITS.nameMax), lastName: 'Lee' });
    expect(firstIssue(rules.safeParse({ firstName: 'a'.repeat(AUTH_LIMITS.nameMax + 1) }))).toBe(
      'nameTooLong',
    );
    expect(firstIssue(rules.safeParse({ name: 'a'.repeat(AUTH_LIMITS.fullNameMax + 1) }))).toBe(
      'nameTooLong',
    );
  });

  it('refuse control characters and bidi overrides, not the joiners scripts need', () => {
    for (const bad of ['A\u0000b', 'A\nb', 'A\u0085b', 'A\u202Eb', 'A\u2066b', 'A\u2028b'])
      expect(firstIssue(rules.safeParse({ firstName: bad })), JSON.stringify(bad)).toBe('nameInvalid');
    for (const good of ['Zoë', 'محمد', 'می\u200Cخواهم', '👩\u200D🎨', 'José María'])
      expect(rules.safeParse({ firstName: good }).success, good).toBe(true);
  });

  it('a first name or a full name cannot be blank; a last name can', () => {
    expect(firstIssue(rules.safeParse({ firstName: '   ' }))).toBe('firstNameRequired');
    expect(firstIssue(rules.safeParse({ name: '' }))).toBe('nameRequired');
    expect(rules.safeParse({ lastName: '' }).success).toBe(true);
    expect(firstIssue(rules.safeParse({ name: 42 }))).toBe('nameInvalid');
  });

  it('the sign-up form uses the same name rules', () => {
    const base = { lastName: '', email: 'a@b.test', password: 'secret123', acceptTerms: true as const };
    expect(firstIssue(signUpSchema.safeParse({ ...base, firstName: 'a'.repeat(51) }))).toBe('nameTooLong');
    expect(firstIssue(signUpSchema.safeParse({ ...base, firstName: 'A\u0007' }))).toBe('nameInvalid');
  });
});

describe('a profile picture', () => {
  it('is a key of our storage, under /blobs/ or a prefix of ours', () => {
    const key = newBlobKey('avatars', 'webp');
    expect(isOwnImage(`/blobs/${key}`)).toBe(true);
    expect(isOwnImage(`https://app.example/blobs/${key}`, ['https://app.example/blobs/'])).toBe(true);
    expect(isOwnImage(`https://app.example/blobs/${key}`)).toBe(false);
    expect(profileSchema().safeParse({ image: null }).success).toBe(true);
  });

  it('is never a script, inline data, another site or a path that climbs out', () => {
    const key = newBlobKey('avatars', 'webp');
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      `data:image/png;base64,${'A'.repeat(40)}`,
      `https://evil.example/blobs/${key}`,
      `//evil.example/blobs/${key}`,
      '/blobs/../auth-secret',
      `/blobs/${key}?x=1`,
      `/blobs/${key}#x`,
      `/blobs//${key}`,
      `https://app.example.evil/blobs/${key}`,
    ]) {
      expect(isOwnImage(bad, ['https://app.example/blobs/']), bad).toBe(false);
      expect(firstIssue(profileSchema(['https://app.example/blobs/']).safeParse({ image: bad }))).toBe(
        'imageNotAllowed',
      );
    }
  });
});

describe('the server’s profile codes', () => {
  it('each maps to a message in every language', async () => {
    const { createTranslator } = await import('next-intl');
    const { LOCALES } = await import('@/lib/config/locales');
    const codes = [
      'NAME_REQUIRED',
      'FIRST_NAME_REQUIRED',
      'NAME_TOO_LONG',
      'NAME_INVALID',
      'IMAGE_NOT_ALLOWED',
    ];
    const keys = codes.map((code) => authErrorKey({ status: 400, code }));
    expect(new Set(keys).size).toBe(codes.length);
    expect(keys).not.toContain('generic');
    for (const locale of LOCALES) {
      const messages = (await import(`@/messages/${locale}.json`)).default;
      const errors = messages.auth.errors as Record<string, string>;
      const t = createTranslator({ locale, messages, namespace: 'auth.errors' });
      for (const key of keys) {
        expect(errors[key], `${locale} ${key}`).toBeTruthy();
        expect(t(key)).not.toBe(t('generic'));
      }
    }
  });
});
