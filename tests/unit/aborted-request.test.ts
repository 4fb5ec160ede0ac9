import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@/lib/http/route';

// Hardening: a client that goes away mid-request (closed tab, dropped connection) is not our error:
// the route wrapper logs one line naming the request, never a stack trace, and answers in the
// envelope. A real failure is still logged with its stack.

afterEach(() => vi.restoreAllMocks());

/** Node's error for a request whose connection was reset while its body was being read. */
const resetError = () => Object.assign(new Error('aborted'), { code: 'ECONNRESET' });

/** A body that sends a little, then fails as the given error. */
const failingBody = (err: unknown) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode('{"a":'));
    },
    pull(c) {
      c.error(err);
    },
  });

const route = defineRoute({ auth: 'none', body: z.object({ a: z.number() }) }, () => Response.json({}));
const post = (body: ReadableStream<Uint8Array>, signal?: AbortSignal) =>
  route(
    new Request('http://localhost/v1/stickers', {
      method: 'POST',
      body,
      signal,
      duplex: 'half',
    } as RequestInit),
  );

function logs() {
  return {
    error: vi.spyOn(console, 'error').mockImplementation(() => {}),
    warn: vi.spyOn(console, 'warn').mockImplementation(() => {}),
  };
}

describe('an aborted request', () => {
  it('connection reset mid-body: one line, no stack trace', async () => {
    const log = logs();
    const res = await post(failingBody(resetError()));
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toEqual({ errorCode: 'BAD_REQUEST', message: 'Request aborted' });
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn.mock.calls).toEqual([['[api] client went away during POST /v1/stickers']]);
  });

  it('request signal aborted: one line, no stack trace', async () => {
    const log = logs();
    const ac = new AbortController();
    const abort = new DOMException('This operation was aborted', 'AbortError');
    ac.abort(abort);
    const res = await post(failingBody(abort), ac.signal);
    expect(res.status).toBeLessThan(500);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn.mock.calls).toEqual([['[api] client went away during POST /v1/stickers']]);
  });

  it('any other failure while reading is still a 500 logged with its error', async () => {
    const log = logs();
    const boom = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    const res = await post(failingBody(boom));
    expect(res.status).toBe(500);
    expect(log.error).toHaveBeenCalledWith('[api] unexpected error', boom);
    expect(log.warn).not.toHaveBeenCalled();
  });
});
