import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedMethodsFor } from '@/lib/http/route-methods';

// Methods Next cannot serve never reach proxy.ts or a route: Next turns every request into a fetch
// Request first, which refuses TRACE, TRACK and CONNECT (a plain-text 500), Next answers any other
// method it does not know with an empty 400, and Node's parser refuses names it does not know
// (TRACK) with a bare 400 of its own. The HTTP server is the one place that sees every method
// (lib/server/peer-address.ts patches it once); there they get a 405 in our error envelope, with
// the path's methods in Allow, for one set lookup per request. proxy.ts's matcher stays narrow.

/** The methods Next's route handlers and pages answer (next/dist/server/web/http.js). */
const SERVED = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);
/** Pages (and anything not in lib/http/route-methods.ts) are read, never written. */
const PAGE_ALLOW = 'GET, HEAD';

const BODY = JSON.stringify({ errorCode: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' });

/** Allow for a request target: an API route's own methods, else a page's. */
export function allowForTarget(target: string | undefined): string {
  let pathname = '/';
  try {
    pathname = new URL(target ?? '/', 'http://localhost').pathname;
  } catch {
    return PAGE_ALLOW;
  }
  return allowedMethodsFor(pathname) ?? PAGE_ALLOW;
}

/** Answers a request whose method Next cannot serve; false (untouched) for every other request. */
export function refuseUnservedMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if (SERVED.has(req.method ?? '')) return false;
  req.resume(); // a body, if any, is drained and dropped
  res.writeHead(405, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(BODY),
    'Cache-Control': 'no-store',
    Allow: allowForTarget(req.url),
  });
  res.end(BODY);
  return true;
}

function writeRaw(socket: Duplex, allow: string) {
  if (!socket.writable) return;
  socket.end(
    'HTTP/1.1 405 Method Not Allowed\r\n' +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(BODY)}\r\n` +
      'Cache-Control: no-store\r\n' +
      `Allow: ${allow}\r\n` +
      'Connection: close\r\n\r\n' +
      BODY,
  );
}

/**
 * A method name Node's parser does not know (TRACK, FOO) is a client error before any request
 * exists: answered here, with the target read from the request line. False for other errors.
 */
export function refuseUnknownMethod(err: unknown, socket: Duplex): boolean {
  const e = err as { code?: string; rawPacket?: Buffer };
  if (e?.code !== 'HPE_INVALID_METHOD') return false;
  const line = e.rawPacket?.toString('latin1').split('\r\n', 1)[0] ?? '';
  writeRaw(socket, allowForTarget(line.split(' ')[1]));
  return true;
}

/** CONNECT is its own event, and without a listener Node just drops the connection. */
export function refuseConnect(req: http.IncomingMessage, socket: Duplex) {
  writeRaw(socket, allowForTarget(req.url?.startsWith('/') ? req.url : '/'));
}
