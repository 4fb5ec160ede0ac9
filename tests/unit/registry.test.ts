import { afterEach, describe, expect, it } from 'vitest';
import { liveAsync, registry } from '@/lib/registry';
import type { TextRunner } from '@/lib/suggestions/replicate';

// lib/registry: the mode picks the implementation, built once; overrides win until dropped.
const runner = (name: string): TextRunner => ({ text: async () => name });
let builds = 0;
const textRunner = () =>
  liveAsync('textRunner', {
    embedded: async () => {
      builds++;
      return null;
    },
    hosted: async (e) => {
      builds++;
      return runner(`hosted:${e.replicate?.token}`);
    },
  });

afterEach(() => {
  delete process.env.REPLICATE_API_TOKEN;
  registry.reset();
  builds = 0;
});

describe('registry', () => {
  it('builds the implementation the mode picks, once', async () => {
    expect(await textRunner()).toBeNull();
    expect(await textRunner()).toBeNull();
    expect(builds).toBe(1);
  });

  it('reload reads the environment again and keeps overrides; reset drops them', async () => {
    expect(await textRunner()).toBeNull();
    process.env.REPLICATE_API_TOKEN = 'tok';
    expect(await textRunner()).toBeNull(); // the built one stays until a reload
    registry.reload();
    expect(await (await textRunner())?.text('', {})).toBe('hosted:tok');
    registry.override({ textRunner: runner('fake') });
    registry.reload();
    expect(await (await textRunner())?.text('', {})).toBe('fake');
    registry.reset();
    expect(await (await textRunner())?.text('', {})).toBe('hosted:tok');
  });

  it('an override wins until it is given undefined, then the configured one is built afresh', async () => {
    expect(await textRunner()).toBeNull();
    registry.override({ textRunner: runner('fake') });
    expect(await (await textRunner())?.text('', {})).toBe('fake');
    registry.override({ textRunner: undefined });
    expect(await textRunner()).toBeNull();
    expect(builds).toBe(2);
  });

  it('a failed build is tried again on the next use', async () => {
    let fail = true;
    const flaky = () =>
      liveAsync('textRunner', {
        embedded: async () => {
          if (fail) throw new Error('not yet');
          return null;
        },
        hosted: async () => null,
      });
    await expect(flaky()).rejects.toThrow('not yet');
    fail = false;
    expect(await flaky()).toBeNull();
  });
});
