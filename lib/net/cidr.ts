import { BlockList, isIP } from 'node:net';

// IP addresses and CIDR ranges for TRUSTED_PROXIES. IPv4-mapped IPv6 (`::ffff:1.2.3.4`, what a
// dual-stack socket reports for an IPv4 client) is treated as the IPv4 address it carries.

export function normalizeIp(raw: string): string | null {
  let ip = raw.trim();
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) ip = mapped[1] as string;
  return isIP(ip) ? ip.toLowerCase() : null;
}

export function parseCidr(
  value: string,
): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [addr, bits, extra] = value.trim().split('/');
  if (extra !== undefined || !addr) return null;
  const address = normalizeIp(addr);
  if (!address) return null;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const max = family === 'ipv4' ? 32 : 128;
  if (bits !== undefined && !/^\d{1,3}$/.test(bits)) return null;
  const prefix = bits === undefined ? max : Number(bits);
  return prefix <= max ? { address, prefix, family } : null;
}

/** A matcher for a list of IPs/CIDRs (entries are validated at start-up by lib/env.ts). */
export function cidrMatcher(entries: readonly string[]): (ip: string) => boolean {
  const list = new BlockList();
  for (const entry of entries) {
    const c = parseCidr(entry);
    if (c) list.addSubnet(c.address, c.prefix, c.family);
  }
  return (ip) => {
    const n = normalizeIp(ip);
    return !!n && list.check(n, isIP(n) === 4 ? 'ipv4' : 'ipv6');
  };
}
