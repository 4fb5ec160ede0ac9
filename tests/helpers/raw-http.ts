import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PEER_HEADER } from '@/lib/http/client-ip';
import { installPeerAddressHeader } from '@/lib/server/peer-address';

export { type RawAnswer, rawRequest } from './raw-request';

// A plain Node HTTP server on loopback, patched as `next start`'s is at start-up
// (lib/server/peer-address.ts), and a raw client that can send any method name. Its handler
// answers 200 with what reached it: what would reach Next.

export type PatchedServer = { port: number; close(): Promise<void> };

export async function startPatchedServer(): Promise<PatchedServer> {
  const g = globalThis as unknown as { __stickerPeerPatched?: boolean };
  const originalEmit = http.Server.prototype.emit;
  const wasPatched = g.__stickerPeerPatched;
  installPeerAddressHeader();
  const server = http.createServer((req, res) => {
    res.end(JSON.stringify({ reached: req.method, peer: req.headers[PEER_HEADER] ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      // The patch is process-wide: later tests in this worker get the prototype back.
      if (!wasPatched) {
        http.Server.prototype.emit = originalEmit;
        g.__stickerPeerPatched = false;
      }
    },
  };
}
