import http from 'node:http';
import type { Duplex } from 'node:stream';
import { markPeerHeaderInstalled, PEER_HEADER } from '@/lib/http/client-ip';
import { refuseConnect, refuseUnknownMethod, refuseUnservedMethod } from './method-guard';

// On globalThis: instrumentation may load this module twice, and the server must be patched once.
const g = globalThis as unknown as { __stickerPeerPatched?: boolean };

/**
 * Route handlers never see the socket, and `next start` only fills X-Forwarded-For when the client
 * left it out (a client that sends one hides its address). So, once per process at start-up, every
 * HTTP request of this server gets the TCP peer's address in PEER_HEADER, replacing any value the
 * client sent under that name. lib/http/client-ip.ts reads it. (On Vercel there is no such server;
 * the platform's header is used instead.) The same patch refuses methods Next cannot serve
 * (method-guard.ts): it is the one place every request passes.
 */
export function installPeerAddressHeader() {
  if (g.__stickerPeerPatched) return;
  g.__stickerPeerPatched = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function patchedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage;
      if (refuseUnservedMethod(req, args[1] as http.ServerResponse)) return true;
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? '';
    } else if (event === 'clientError') {
      if (refuseUnknownMethod(args[0], args[1] as Duplex)) return true;
    } else if (event === 'connection' && this.listenerCount('connect') === 0) {
      this.on('connect', refuseConnect);
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  markPeerHeaderInstalled();
}
