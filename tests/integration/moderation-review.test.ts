import { describe, expect, it, vi } from 'vitest';
import { parseCliArgs } from '@/lib/cli/run';
import type { CreateStickersRequest } from '@/lib/contracts/stickers';
import { MODERATE_COMMANDS } from '@/lib/moderation/cli';
import {
  createPack,
  getOwnPack,
  getPublicPack,
  getPublicPackFiles,
  listPublicPacks,
  updatePack,
} from '@/lib/packs/service';
import { createStickers } from '@/lib/stickers/service';
import { ADMIN_EMAIL, makeStickers, makeUser, moderationSuite } from './moderation-helpers';
import { session } from './characters-helpers';
import { callerFrom } from '../helpers/caller';

// Review (docs/product-rules.md, moderation): the admin API exists only for ADMIN_EMAILS; hide,
// restore, suspend and unsuspend are recorded; a suspended person cannot make anything public; the
// operator CLI does the same.
callerFrom(session);

const m = moderationSuite('moderation-review-');

async function admin() {
  const user = await makeUser(m.db(), 0);
  return { ...user, email: ADMIN_EMAIL };
}

async function reportToReview(reference: string) {
  for (const who of await m.people(3))
    expect((await m.report(who, { kind: 'pack', reference, reason: 'sexual' })).status).toBe(201);
}

describe('the admin API', () => {
  it('is a 404 for the signed out, for people not in ADMIN_EMAILS, whatever they send', async () => {
    const [someone] = await m.people(1);
    for (const who of [null, someone ?? null]) {
      expect((await m.adminGet(who)).status).toBe(404);
      expect((await m.adminPost(who, { action: 'hide' })).status).toBe(404);
    }
  });

  it('lists a reported pack with its reporters; restoring brings it back and is recorded', async () => {
    const { owner, pack } = await m.publicPack('Review Me');
    await reportToReview(pack.reference);
    const boss = await admin();
    const overview = (await m.adminGet(boss)).body.data.result;
    const item = overview.reported.find((r: { reference: string }) => r.reference === pack.reference);
    expect(item).toMatchObject({ kind: 'pack', reporters: 3, reasons: ['sexual'], moderation: 'REVIEW' });
    expect(item.owner).toMatchObject({ email: owner.email, suspended: false });
    expect(item.image).toMatch(/^\/blobs\//);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(404);

    const restore = { action: 'restore', kind: 'pack', reference: pack.reference, reason: 'a joke, fine' };
    expect((await m.adminPost(boss, restore)).status).toBe(200);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(200);
    const after = (await m.adminGet(boss)).body.data.result;
    expect(after.reported.map((r: { reference: string }) => r.reference)).not.toContain(pack.reference);
    expect(after.actions[0]).toMatchObject({
      actor: ADMIN_EMAIL,
      actorId: boss.id,
      action: 'restore',
      targetKind: 'pack',
      targetLabel: 'Review Me',
      reason: 'a joke, fine',
    });
    expect(after.actions.map((a: { action: string }) => a.action)).toContain('review');
    // Restored, it needs new reporters to go back to review: the old reports are closed.
    const [fresh] = await m.people(1);
    expect(
      (await m.report(fresh ?? null, { kind: 'pack', reference: pack.reference, reason: 'spam' })).status,
    ).toBe(201);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(200);
  });

  it('hides an item nobody reported, and refuses a missing reason (400) or item (404)', async () => {
    const { pack } = await m.publicPack('Hide Me');
    const boss = await admin();
    const hide = { action: 'hide', kind: 'pack', reference: pack.reference, reason: 'off-topic' };
    expect((await m.adminPost(boss, { ...hide, reason: ' ' })).status).toBe(400);
    expect((await m.adminPost(boss, { ...hide, reference: 'nope' })).status).toBe(404);
    expect((await m.adminPost(boss, hide)).status).toBe(200);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(404);
    const recent = (await m.adminGet(boss)).body.data.result.recent;
    expect(recent.find((r: { reference: string }) => r.reference === pack.reference)).toMatchObject({
      moderation: 'HIDDEN',
    });
  });
});

describe('a hidden sticker inside a public pack', () => {
  it("leaves the public pack page and its share image's files, not its owner's pack", async () => {
    const { owner, pack } = await m.publicPack('Mixed Pack');
    const [hiddenRef, keptRef] = pack.stickerReferences;
    const boss = await admin();
    const hide = { action: 'hide', kind: 'sticker', reference: hiddenRef, reason: 'one bad sticker' };
    expect((await m.adminPost(boss, hide)).status).toBe(200);
    const shown = await getPublicPack(m.db(), pack.reference);
    expect(shown.stickers.map((s) => s.reference)).toEqual([keptRef]);
    const files = await getPublicPackFiles(m.db(), pack.reference);
    expect(files.files.map((f) => f.reference)).toEqual([keptRef]);
    const listed = (await listPublicPacks(m.db(), { limit: 50, q: 'Mixed Pack' })).items[0];
    expect(listed?.stickers.map((s) => s.reference)).toEqual([keptRef]);
    const own = await getOwnPack(m.db(), owner.id, pack.reference);
    expect(own.stickers.map((s) => s.reference)).toEqual([hiddenRef, keptRef]);
  });
});

describe('suspension', () => {
  it('refuses a suspended person anything public (403), not private work; unsuspending lifts it', async () => {
    const boss = await admin();
    const person = await makeUser(m.db(), 500);
    const stickers = await makeStickers(m.db(), person.id, 2);
    const body = {
      name: 'Mine',
      description: '',
      stickerReferences: stickers.map((s) => s.reference),
      coverStickerReference: null,
    };
    const suspend = { action: 'suspend', user: person.publicId.toLowerCase(), reason: 'repeated spam' };
    expect((await m.adminPost(boss, suspend)).status).toBe(200);
    const refused = createPack(m.db(), person.id, { ...body, visibility: 'PUBLIC' });
    await expect(refused).rejects.toMatchObject({ code: 'PUBLISHING_SUSPENDED', status: 403 });
    const set = { visibility: 'PUBLIC', stickerCount: 4 } as unknown as CreateStickersRequest;
    await expect(createStickers(m.db(), person.id, set)).rejects.toMatchObject({ status: 403 });
    const { pack } = await createPack(m.db(), person.id, { ...body, visibility: 'PRIVATE' });
    const update = { ...body, visibility: 'PUBLIC' as const };
    await expect(updatePack(m.db(), person.id, pack.reference, update)).rejects.toMatchObject({
      status: 403,
    });
    const listed = (await m.adminGet(boss)).body.data.result.suspensions;
    expect(listed[0]).toMatchObject({ email: person.email, reason: 'repeated spam' });

    expect((await m.adminPost(boss, { ...suspend, action: 'unsuspend', user: person.email })).status).toBe(
      200,
    );
    await expect(updatePack(m.db(), person.id, pack.reference, update)).resolves.toMatchObject({
      pack: { visibility: 'PUBLIC' },
    });
  });
});

describe('npm run moderate', () => {
  const run = async (argv: string[]) => {
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void out.push(a.join(' ')));
    const { positional, flags } = parseCliArgs(argv);
    const [name, ...rest] = positional;
    try {
      await MODERATE_COMMANDS[name as string]?.(m.conn(), { positional: rest, flags });
    } finally {
      log.mockRestore();
    }
    return out.join('\n');
  };

  it('lists, hides, restores, suspends and unsuspends, recorded as the CLI', async () => {
    const { owner, pack } = await m.publicPack('Cli Pack');
    await reportToReview(pack.reference);
    expect(await run(['list'])).toMatch(
      new RegExp(`pack ${pack.reference} "Cli Pack" 3 reporters \\[sexual\\] REVIEW`),
    );
    expect(await run(['hide', 'pack', pack.reference, '--reason', 'nsfw'])).toBe(`hide ${pack.reference}`);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(404);
    expect(await run(['restore', 'pack', pack.reference, '--reason', 'fine after all'])).toBe(
      `restore ${pack.reference}`,
    );
    expect(await m.anonymous.packStatus(pack.reference)).toBe(200);
    await expect(run(['hide', 'pack', pack.reference])).rejects.toThrow('A reason is required');
    await expect(run(['hide', 'album', pack.reference, '--reason', 'x'])).rejects.toThrow(
      'The kind is one of',
    );
    await expect(run(['suspend', 'nobody@x.test', '--reason', 'x'])).rejects.toThrow('User not found');
    expect(await run(['suspend', owner.email ?? '', '--reason', 'cli test'])).toBe(
      `suspend ${owner.publicId}`,
    );
    await expect(
      createPack(m.db(), owner.id, {
        name: 'Again',
        description: '',
        stickerReferences: [],
        coverStickerReference: null,
        visibility: 'PUBLIC',
      }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await run(['unsuspend', owner.publicId, '--reason', 'served'])).toBe(
      `unsuspend ${owner.publicId}`,
    );
    const log = await run(['list']);
    expect(log).toMatch(/cli unsuspend user ".+": served/);
    expect(log).toMatch(/cli hide pack "Cli Pack": nsfw/);
    expect(await run(['threshold', '5'])).toBe('an item leaves the gallery after 5 reporters');
    await run(['threshold', '3']);
  });
});
