import { describe, expect, it } from 'vitest';
import { DEFAULT_POSTHOG_HOST } from '@/lib/analytics/posthog';
import { buildCsp, buildEnvFingerprint, clerkFrontendHost, POSTHOG_DEFAULT_HOST } from '@/lib/http/csp';

// Hardening: the CSP allows a third party only when it is configured, and then only its own hosts.
const pk = (kind: 'live' | 'test', host: string) =>
  `pk_${kind}_${Buffer.from(`${host}$`).toString('base64')}`;
const directives = (env: Record<string, string>) =>
  Object.fromEntries(
    buildCsp(env)
      .split('; ')
      .map((d) => {
        const [name, ...values] = d.split(' ');
        return [name as string, values];
      }),
  );

describe('Content-Security-Policy (lib/http/csp.ts)', () => {
  it('embedded: same origin only, images without https: at large', () => {
    const d = directives({});
    expect(d['script-src']).toEqual(["'self'", "'unsafe-inline'", 'blob:']);
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(d['connect-src']).toEqual(["'self'", 'blob:', 'data:']);
    expect(d['frame-src']).toEqual(["'self'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(buildCsp({})).not.toMatch(/https:(\s|;|$)/);
  });

  it('a production Clerk instance: exactly its Frontend API host from the publishable key', () => {
    expect(clerkFrontendHost(pk('live', 'clerk.stickers.example'))).toBe('clerk.stickers.example');
    expect(clerkFrontendHost(pk('test', 'happy-cat-12.clerk.accounts.dev'))).toBe(
      'happy-cat-12.clerk.accounts.dev',
    );
    expect(clerkFrontendHost('pk_live_garbage')).toBeNull();
    expect(clerkFrontendHost(pk('live', 'evil.example/x'))).toBeNull();
    const d = directives({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: pk('live', 'clerk.stickers.example') });
    expect(d['script-src']).toContain('https://clerk.stickers.example');
    expect(d['connect-src']).toContain('https://clerk.stickers.example');
    // Clerk's bot protection (Cloudflare) and its avatars.
    expect(d['script-src']).toContain('https://challenges.cloudflare.com');
    expect(d['frame-src']).toContain('https://challenges.cloudflare.com');
    expect(d['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://img.clerk.com']);
    // No blanket Clerk domains.
    expect(buildCsp({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: pk('live', 'clerk.stickers.example') })).not.toMatch(
      /\*\.clerk\.(com|accounts\.dev)(\s|;|$)/,
    );
  });

  it('Clerk behind a proxy: its https origin loads clerk-js and reaches the Frontend API; a same-origin path adds nothing', () => {
    const key = pk('live', 'clerk.stickers.example');
    const d = directives({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key,
      NEXT_PUBLIC_CLERK_PROXY_URL: 'https://auth.stickers.example/__clerk',
    });
    expect(d['script-src']).toContain('https://auth.stickers.example');
    expect(d['connect-src']).toContain('https://auth.stickers.example');
    const same = buildCsp({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key,
      NEXT_PUBLIC_CLERK_PROXY_URL: '/__clerk',
    });
    expect(same).toBe(buildCsp({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key }));
    for (const bad of ['http://auth.stickers.example', 'javascript:alert(1)', 'https://a b'])
      expect(buildCsp({ NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: key, NEXT_PUBLIC_CLERK_PROXY_URL: bad })).toBe(
        same,
      );
    // Without Clerk, a stray proxy variable allows nothing.
    expect(buildCsp({ NEXT_PUBLIC_CLERK_PROXY_URL: 'https://auth.stickers.example' })).toBe(buildCsp({}));
  });

  it('a development Clerk instance gets its accounts.dev host', () => {
    const d = directives({
      NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY: pk('test', 'happy-cat-12.clerk.accounts.dev'),
    });
    expect(d['script-src']).toContain('https://happy-cat-12.clerk.accounts.dev');
  });

  it('Turnstile alone: Cloudflare challenges in scripts and frames, nothing of Clerk', () => {
    const d = directives({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'site' });
    expect(d['script-src']).toContain('https://challenges.cloudflare.com');
    expect(d['frame-src']).toEqual(["'self'", 'https://challenges.cloudflare.com']);
    expect(buildCsp({ NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'site' })).not.toContain('clerk');
  });

  it('Vercel Blob: the store’s public host for images and image fetches (copy, download)', () => {
    const d = directives({ BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_AbC123_secretpart' });
    expect(d['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://abc123.public.blob.vercel-storage.com',
    ]);
    expect(d['connect-src']).toContain('https://abc123.public.blob.vercel-storage.com');
    expect(buildCsp({ BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_AbC123_secretpart' })).not.toContain(
      'secretpart',
    );
  });

  it('PostHog: its default host, or the configured one, in connect-src only', () => {
    expect(POSTHOG_DEFAULT_HOST).toBe(DEFAULT_POSTHOG_HOST);
    expect(directives({ NEXT_PUBLIC_POSTHOG_KEY: 'phc' })['connect-src']).toContain(
      'https://us.i.posthog.com',
    );
    const custom = directives({
      NEXT_PUBLIC_POSTHOG_KEY: 'phc',
      NEXT_PUBLIC_POSTHOG_HOST: 'https://ph.stickers.example/ingest',
    });
    expect(custom['connect-src']).toContain('https://ph.stickers.example');
    expect(custom['connect-src']).not.toContain('https://us.i.posthog.com');
    expect(custom['script-src']?.join(' ')).not.toContain('posthog');
    // A host without a key sends nothing.
    expect(buildCsp({ NEXT_PUBLIC_POSTHOG_HOST: 'https://ph.example' })).not.toContain('ph.example');
  });

  it('the build fingerprint changes with the env that shapes a build, not with run-time secrets', () => {
    const base = { APP_URL: 'https://stickers.example' };
    const f = buildEnvFingerprint(base);
    expect(buildEnvFingerprint({ ...base })).toBe(f);
    expect(buildEnvFingerprint({ APP_URL: 'https://other.example' })).not.toBe(f);
    expect(buildEnvFingerprint({ ...base, NEXT_PUBLIC_TURNSTILE_SITE_KEY: 's' })).not.toBe(f);
    expect(buildEnvFingerprint({ ...base, BLOB_READ_WRITE_TOKEN: 'vercel_blob_rw_s1_x' })).not.toBe(f);
    expect(buildEnvFingerprint({ ...base, STRIPE_SECRET_KEY: 'sk' })).toBe(f);
  });
});
