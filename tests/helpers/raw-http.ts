import http from 'node:http';
import net from 'node:net';
import { PEER_HEADER } from '@/lib/http/client-ip';
import { installPeerAddressHeader } from '@/lib/server/peer-address';

// A plain Node HTTP server on loopback, patched as `next start`'s is at start-up
// (lib/server/peer-address.ts), and a raw client that can send any method name. Its handler
// answers 200 with what reached it: what would reach Next.

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };
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
  const { port } = server.address() as net.AddressInfo;
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

/** One raw request over loopback (any method name, as a client may send it), parsed. */
export function rawRequest(port: number, requestLine: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (d) => {
      data += d.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const [status = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(status.split(' ')[1] ?? 0), headers, body });
    });
    socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  });
}
