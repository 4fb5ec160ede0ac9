import { describe, expect, it, vi } from 'vitest';

// Each route bundle of the Next server loads its own copy of lib/errors.ts. A cached promise shared
// between bundles (lib/cache/public-memo.ts) rejected with one copy's ApiError and the other
// bundle's route wrapper answered 500 for a pack made private, instead of 404 (tests/e2e/instances.spec.ts).
async function freshCopy() {
  vi.resetModules();
  return import('@/lib/errors');
}

describe('ApiError across module copies', () => {
  it('is recognised by every copy of the module, and nothing else is', async () => {
    const one = await freshCopy();
    const two = await freshCopy();
    expect(one.ApiError).not.toBe(two.ApiError);
    const err = one.notFound('Sticker pack not found');
    expect(err instanceof two.ApiError).toBe(true);
    expect(err instanceof one.ApiError).toBe(true);
    expect(err instanceof Error).toBe(true);
    expect(new Error('plain') instanceof two.ApiError).toBe(false);
    expect({ code: 'NOT_FOUND', name: 'ApiError' } instanceof two.ApiError).toBe(false);
    expect((null as unknown as object) instanceof two.ApiError).toBe(false);
  });

  it('leaves instanceof of other error classes as it was', async () => {
    const { ApiError } = await freshCopy();
    class Other extends ApiError {}
    expect(new ApiError('NOT_FOUND', 'x') instanceof Other).toBe(false);
    expect(new Other('NOT_FOUND', 'x') instanceof Other).toBe(true);
    expect(new Other('NOT_FOUND', 'x') instanceof ApiError).toBe(true);
  });
});
