import http from 'node:http';

// How long a request may take to arrive (docs/decisions.md). Node's http server waits 300 s for a
// request body by default, so a client trickling a byte now and then holds a connection (and its
// memory) for five minutes. `next start` creates its server with no way to set that, so start-up
// (instrumentation.ts) patches the server class, as lib/server/peer-address.ts does: each server
// gets Node's limits at its first connection. Node checks those only every 30 s, so a timer per
// request whose body has not fully arrived ends it on time.

export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

/** HTTP_REQUEST_TIMEOUT_MS, 1 s to 10 min; anything else is the 30 s default. */
export function requestTimeoutMs(env: Record<string, string | undefined> = process.env): number {
  const n = Number(env.HTTP_REQUEST_TIMEOUT_MS?.trim() || Number.NaN);
  return Number.isInteger(n) && n >= 1_000 && n <= 600_000 ? n : DEFAULT_REQUEST_TIMEOUT_MS;
}

const TIMEOUT_BODY = JSON.stringify({
  errorCode: 'BAD_REQUEST',
  message: 'The request took too long to arrive.',
});

// On globalThis: instrumentation may load this module twice, and the server must be patched once.
const g = globalThis as unknown as { __stickerfyRequestTimeouts?: number };
const LIMITED = Symbol.for('stickerfy.requestTimeout');

/** Node's own limits on the server, set once (they stop slow headers, at Node's 30 s check pace). */
function limitServer(server: http.Server & { [LIMITED]?: true }, ms: number) {
  if (server[LIMITED]) return;
  server[LIMITED] = true;
  server.requestTimeout = ms;
  server.headersTimeout = Math.min(server.headersTimeout || ms, ms);
}

/**
 * A request whose body has not fully arrived `ms` after its headers gets a 408 (or, answered already,
 * just its connection closed).
 */
function timeRequest(req: http.IncomingMessage, res: http.ServerResponse, ms: number) {
  if (req.complete) return;
  const timer = setTimeout(() => {
    if (req.complete) return;
    // A request whose answer has gone out is detached from its socket (null), which a kept-alive
    // connection may already be carrying the next request on: then there is nothing of it to close.
    const close = () => req.socket?.destroy();
    if (res.headersSent) return close();
    res.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
    res.end(TIMEOUT_BODY, close);
  }, ms);
  timer.unref();
  // Not cleared when the answer is sent: an answer before the body (a 404, a refusal) leaves Node
  // reading and discarding the rest, which must not trickle on either.
  // Each listener goes when the request ends: a keep-alive socket carries many requests, and a close
  // listener left behind per request would pile up on it.
  const socket = req.socket;
  const clear = () => {
    clearTimeout(timer);
    req.off('end', clear);
    socket.off('close', clear);
  };
  req.once('end', clear);
  socket.once('close', clear);
}

/**
 * Start-up, once per process, before or after the server exists: every http server of this process
 * (`next start`'s) gets the limit at its first connection. Returns the limit in milliseconds.
 */
export function installRequestTimeouts(env: Record<string, string | undefined> = process.env): number {
  if (g.__stickerfyRequestTimeouts) return g.__stickerfyRequestTimeouts;
  const ms = requestTimeoutMs(env);
  g.__stickerfyRequestTimeouts = ms;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function timedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'connection' || event === 'request') limitServer(this, ms);
    if (event === 'request') timeRequest(args[0] as http.IncomingMessage, args[1] as http.ServerResponse, ms);
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
  return ms;
}
