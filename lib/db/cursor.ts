import { ApiError } from '@/lib/errors';

// Keyset cursors for every newest-first list: `[createdAt, id]` (createdAt as microsecond ISO text),
// opaque to clients. A forged one must be a 400, not a PostgreSQL cast error (a 500): the timestamp
// must be a real instant and the id a real UUID.
export type Cursor = { createdAt: string; id: string };

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isCursorTimestamp(value: unknown): value is string {
  const m = typeof value === 'string' ? TIMESTAMP.exec(value) : null;
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as number[];
  const d = new Date(Date.UTC(year as number, (month as number) - 1, day, hour, minute, second));
  return (
    (year as number) >= 1 &&
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === (month as number) - 1 &&
    d.getUTCDate() === day &&
    d.getUTCHours() === hour &&
    d.getUTCMinutes() === minute &&
    d.getUTCSeconds() === second
  );
}

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const encodeCursor = (createdAt: string, id: string) =>
  Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');

/** undefined for no cursor; a forged or damaged one is the caller's mistake (400). */
export function decodeCursor(cursor: string | undefined): Cursor | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const [createdAt, id] = Array.isArray(value) ? value : [];
    if (isCursorTimestamp(createdAt) && isUuid(id)) return { createdAt, id };
  } catch {
    // falls through
  }
  throw new ApiError('VALIDATION_ERROR', 'Invalid cursor');
}
