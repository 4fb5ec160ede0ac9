import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listenHost } from '@/lib/server/listen-host';

// One machine means one machine: an embedded install at a loopback APP_URL (free test checkout, no
// bot check) listens on loopback only, unless HOSTNAME says where to listen or APP_URL is public.
// tests/integration/listen-address.test.ts reads the socket a real `next start` opens.

describe('where npm start listens', () => {
  it('an embedded install on a loopback APP_URL (or none) listens on loopback only', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ APP_URL: 'http://localhost:4000' })).toBe('127.0.0.1');
    expect(listenHost({ APP_URL: 'http://127.0.0.1:3000', HOSTNAME: '' })).toBe('127.0.0.1');
    expect(listenHost({ APP_URL: 'http://127.0.0.2:3000' })).toBe('127.0.0.2');
    expect(listenHost({ APP_URL: 'http://[::1]:3000' })).toBe('::1');
  });

  it('HOSTNAME is where to listen; a public APP_URL or a hosted database keeps every interface', () => {
    expect(listenHost({ HOSTNAME: '0.0.0.0' })).toBe('0.0.0.0');
    expect(listenHost({ HOSTNAME: '127.0.0.1', APP_URL: 'https://stickers.example' })).toBe('127.0.0.1');
    expect(listenHost({ APP_URL: 'https://stickers.example' })).toBeNull();
    expect(listenHost({ APP_URL: 'http://192.168.1.20:3000' })).toBeNull();
    expect(listenHost({ DATABASE_URL: 'postgres://db/stickers' })).toBeNull();
  });

  it('scripts/start.sh passes it to next start', () => {
    const script = fs.readFileSync('scripts/start.sh', 'utf8');
    expect(script).toContain('host="$(npx tsx scripts/listen-host.ts)"');
    expect(script).toMatch(/^exec npx next start -p "\$\{PORT:-3000\}" \$\{host:\+-H "\$host"\}$/m);
  });
});
