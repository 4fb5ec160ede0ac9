import { afterEach, describe, expect, it } from 'vitest';
import { cidrMatcher, normalizeIp, parseCidr } from '@/lib/net/cidr';
import { clientIp, markPeerHeaderInstalled, PEER_HEADER } from '@/lib/http/client-ip';
import { registry } from '@/lib/registry';

// Hardening: which address a per-IP limit counts. X-Forwarded-For is the client's to write unless a
// proxy we configured wrote it, so it is read only behind TRUSTED_PROXIES, from the right.
function withEnv(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  registry.reload();
}
afterEach(() => withEnv({ TRUSTED_PROXIES: undefined, VERCEL: undefined }));
markPeerHeaderInstalled(); // as lib/server/peer-address.ts does at server start

const from = (peer: string, xff?: string, extra: Record<string, string> = {}) =>
  new Headers({ [PEER_HEADER]: peer, ...(xff === undefined ? {} : { 'x-forwarded-for': xff }), ...extra });

describe('clientIp', () => {
  it('is the socket address by default; X-Forwarded-For and X-Real-IP are ignored', () => {
    withEnv({});
    expect(clientIp(from('203.0.113.5'))).toBe('203.0.113.5');
    for (const xff of ['1.1.1.1', '2.2.2.2, 203.0.113.5', 'garbage'])
      expect(clientIp(from('203.0.113.5', xff, { 'x-real-ip': '9.9.9.9' }))).toBe('203.0.113.5');
    expect(clientIp(from('::ffff:127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp(new Headers({ 'x-forwarded-for': '1.1.1.1' }))).toBeNull();
  });

  it('behind TRUSTED_PROXIES walks X-Forwarded-For from the right, skipping our own hops', () => {
    withEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.1, fd00::/8' });
    // proxy chain: client → 10.1.2.3 (edge) → 10.0.0.5 (inner) → us; the client forged the leftmost.
    expect(clientIp(from('10.0.0.5', 'forged, 198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7');
    expect(clientIp(from('10.0.0.5', '1.2.3.4, 198.51.100.7, 10.1.2.3'))).toBe('198.51.100.7');
    expect(clientIp(from('192.168.1.1', '2001:db8::1'))).toBe('2001:db8::1');
    expect(clientIp(from('fd00::2', '198.51.100.9'))).toBe('198.51.100.9');
    // A client that reached us directly cannot claim another address.
    expect(clientIp(from('198.51.100.7', '1.2.3.4'))).toBe('198.51.100.7');
    // Only our hops: the leftmost is as far as we can see; none at all: the proxy itself.
    expect(clientIp(from('10.0.0.5', '10.9.9.9, 10.1.2.3'))).toBe('10.9.9.9');
    expect(clientIp(from('10.0.0.5'))).toBe('10.0.0.5');
    // A hop our proxy would never write is not guessed around.
    expect(clientIp(from('10.0.0.5', '198.51.100.7, nonsense, 10.1.2.3'))).toBeNull();
  });

  it('on Vercel takes the address the platform wrote', () => {
    withEnv({ VERCEL: '1' });
    expect(clientIp(new Headers({ 'x-forwarded-for': '198.51.100.3' }))).toBe('198.51.100.3');
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.4', 'x-forwarded-for': '1.1.1.1' }))).toBe(
      '198.51.100.4',
    );
  });

  it('refuses to start with a TRUSTED_PROXIES entry that is not an address or range', async () => {
    const { loadEnv } = await import('@/lib/env');
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.internal' })).toThrow(/proxy\.internal/);
    expect(() => loadEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
    expect(loadEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8 ,::1' }).clientIp.trustedProxies).toEqual([
      '10.0.0.0/8',
      '::1',
    ]);
  });
});

describe('cidr helpers', () => {
  it('parses and matches IPv4, IPv6 and mapped addresses', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr('1.2.3.4/x')).toBeNull();
    expect(normalizeIp('[::1]')).toBe('::1');
    const m = cidrMatcher(['10.0.0.0/8', '2001:db8::/32']);
    expect(m('10.255.0.1')).toBe(true);
    expect(m('::ffff:10.0.0.1')).toBe(true);
    expect(m('11.0.0.1')).toBe(false);
    expect(m('2001:db8:1::5')).toBe(true);
    expect(m('not an ip')).toBe(false);
  });
});
