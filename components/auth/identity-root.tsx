// Hosted identity (Clerk) wraps the app only when its publishable key was set at build time. The
// flag is a compile-time constant (next.config.ts), so without the key this branch and @clerk/nextjs
// are left out of the embedded build altogether (script nobody would use).
const ClerkRoot = process.env.STICKERFY_USES_CLERK ? (await import('./clerk-root')).ClerkRoot : null;

export function IdentityRoot({ children }: { children: React.ReactNode }) {
  return ClerkRoot ? <ClerkRoot>{children}</ClerkRoot> : children;
}
