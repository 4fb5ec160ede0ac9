import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  apiFetch,
  balanceOf,
  NETWORK_MESSAGES,
  onResponseBalance,
  unwrap,
} from '@/lib/client/api-fetch';

const respond = (status: number, body: unknown, statusText = 'Status') =>
  (async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      statusText,
    })) as typeof fetch;

const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e) => e as ApiRequestError,
  );

describe('apiFetch', () => {
  it('returns the parsed body on success', async () => {
    const body = await apiFetch('/x', {
      fetchImpl: respond(200, { data: { result: 5, balance: { availableCredits: 7 } } }),
    });
    expect(unwrap(body)).toBe(5);
    expect(balanceOf(body)).toBe(7);
  });

  it('carries the server errorCode, message, body and status', async () => {
    const err = await failure(
      apiFetch('/x', {
        fetchImpl: respond(402, {
          errorCode: 'INSUFFICIENT_CREDITS',
          message: 'Need more',
          details: { required: 3 },
        }),
      }),
    );
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({ status: 402, errorCode: 'INSUFFICIENT_CREDITS', message: 'Need more' });
    expect(err.details).toEqual({ required: 3 });
  });

  it('accepts error_code and uses the default message when the body has none', async () => {
    const a = await failure(apiFetch('/x', { fetchImpl: respond(409, { error_code: 'CONFLICT' }) }));
    expect(a.errorCode).toBe('CONFLICT');
    const b = await failure(apiFetch('/x', { fetchImpl: respond(503, '', 'Service Unavailable') }));
    expect(b.message).toBe('API error: 503 - Service Unavailable');
  });

  it('times out with the documented message', async () => {
    const hang = ((_: unknown, init?: RequestInit) =>
      new Promise((_r, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )) as typeof fetch;
    const err = await failure(apiFetch('/x', { fetchImpl: hang, timeoutMs: 20 }));
    expect(err.message).toBe(NETWORK_MESSAGES.timeout);
  });

  it('reports network failures', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const err = await failure(apiFetch('/x', { fetchImpl: down }));
    expect(err.message).toBe(NETWORK_MESSAGES.network);
  });

  it('sends JSON bodies', async () => {
    let seen: RequestInit | undefined;
    const spy = (async (_: unknown, init?: RequestInit) => {
      seen = init;
      return new Response('{}');
    }) as typeof fetch;
    await apiFetch('/x', { method: 'POST', body: { a: 1 }, fetchImpl: spy });
    expect(seen?.body).toBe('{"a":1}');
    expect((seen?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('application/json');
  });
});

describe('the balance a response carries', () => {
  it('is handed to the one listener for every successful call that carries it', async () => {
    const seen: number[] = [];
    const stop = onResponseBalance((n) => seen.push(n));
    const reply =
      (body: unknown, status = 200) =>
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    await apiFetch('/v1/x', {
      method: 'POST',
      fetchImpl: reply({ data: { result: 1, balance: { availableCredits: 41 } } }),
    });
    await apiFetch('/v1/y', { fetchImpl: reply({ data: { result: 2 } }) });
    await apiFetch('/v1/z', {
      method: 'POST',
      fetchImpl: reply({ errorCode: 'X', message: 'no' }, 402),
    }).catch(() => {});
    stop();
    await apiFetch('/v1/x', {
      method: 'POST',
      fetchImpl: reply({ data: { balance: { availableCredits: 7 } } }),
    });
    expect(seen).toEqual([41]);
  });
});
