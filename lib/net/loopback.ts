// Loopback addresses, without the server-only env module: scripts/listen-host.ts reads them too.

/** localhost, 127.0.0.0/8 or ::1: a machine of one's own. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
  } catch {
    return false;
  }
}
