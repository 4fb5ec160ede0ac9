import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import { assertCleanText, MAX_JSON_DEPTH, readJson } from '@/lib/http/body';

// Hardening: a JSON body's depth is limited, and checked by a walk with its own stack, so a deeply
// nested body is a 400 in the envelope, never a stack overflow (a 500 and a stack trace).

const arrays = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
const objects = (depth: number, leaf: unknown = 1) => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};
const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ApiError ? `${err.code}: ${err.message}` : `not an ApiError: ${err}`;
  }
};

describe('assertCleanText depth', () => {
  it(`accepts ${MAX_JSON_DEPTH} levels of arrays or objects and refuses one more`, () => {
    expect(MAX_JSON_DEPTH).toBe(64);
    expect(codeOf(() => assertCleanText(arrays(MAX_JSON_DEPTH)))).toBeNull();
    expect(codeOf(() => assertCleanText(objects(MAX_JSON_DEPTH)))).toBeNull();
    for (const deep of [arrays(MAX_JSON_DEPTH + 1), objects(MAX_JSON_DEPTH + 1)])
      expect(codeOf(() => assertCleanText(deep))).toBe(
        'BAD_REQUEST: Request body is nested too deeply (more than 64 levels)',
      );
  });

  it('refuses 4 000 and 100 000 levels without overflowing the stack', () => {
    for (const depth of [4000, 100_000]) {
      expect(codeOf(() => assertCleanText(arrays(depth)))).toMatch(/^BAD_REQUEST: .*nested too deeply/);
      expect(codeOf(() => assertCleanText(objects(depth)))).toMatch(/^BAD_REQUEST: .*nested too deeply/);
    }
  });

  it('still finds NUL and lone surrogates at any allowed depth, in keys and values', () => {
    const nul = 'VALIDATION_ERROR: Text must not contain NUL or broken characters';
    expect(codeOf(() => assertCleanText(objects(60, 'a\u0000b')))).toBe(nul);
    expect(codeOf(() => assertCleanText(objects(60, { '\ud800': 1 })))).toBe(nul);
    expect(codeOf(() => assertCleanText([1, 'ok', [{ x: ['\udfff'] }]]))).toBe(nul);
    expect(codeOf(() => assertCleanText({ a: ['ok', { b: '😀' }], n: null, t: true }))).toBeNull();
  });

  it('readJson answers an 8 KB, 4 000-level body with the 400', async () => {
    const body = `${'['.repeat(4000)}${']'.repeat(4000)}`;
    const req = new Request('http://localhost/v1/x', { method: 'POST', body });
    await expect(readJson(req)).rejects.toMatchObject({ code: 'BAD_REQUEST', status: 400 });
  });
});
