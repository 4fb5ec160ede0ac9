// The client address for per-IP limits: the first x-forwarded-for entry as set by the hosting
// proxy (Vercel overwrites it), else x-real-ip. Behind no proxy it can be spoofed, hence the per-user limit too.
export function clientIp(headers: Headers): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || null;
}
