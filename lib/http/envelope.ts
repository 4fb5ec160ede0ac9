import { NextResponse } from 'next/server';
import type { ApiError } from '@/lib/errors';

export type Balance = { availableCredits: number };

export function ok<T>(result: T, opts: { balance?: Balance; status?: number; headers?: HeadersInit } = {}) {
  const data: Record<string, unknown> = { result };
  if (opts.balance) data.balance = opts.balance;
  return NextResponse.json({ data }, { status: opts.status ?? 200, headers: opts.headers });
}

/** A list answer's body (docs/product-rules.md), for `list` and for answers serialized once (memoJson). */
export const listBody = <T>(items: T[], nextCursor: string | null) => ({ data: { items, nextCursor } });

export function list<T>(items: T[], nextCursor: string | null, headers?: HeadersInit) {
  return NextResponse.json(listBody(items, nextCursor), { headers });
}

export function fail(err: ApiError) {
  const body: Record<string, unknown> = { errorCode: err.code, message: err.message };
  if (err.details !== undefined) body.details = err.details;
  return NextResponse.json(body, { status: err.status });
}
