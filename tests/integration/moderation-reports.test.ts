import { describe, expect, it } from 'vitest';
import { insertCharacter, newReference } from '@/lib/characters/queries';
import { MODERATION_LIMITS } from '@/lib/config/moderation';
import { getOwnPack } from '@/lib/packs/service';
import { listStickers } from '@/lib/stickers/service';
import { makeStickers, moderationSuite } from './moderation-helpers';
import { session } from './characters-helpers';
import { callerFrom } from '../helpers/caller';

// Reports (docs/product-rules.md, moderation): signed in, once per person per item, never one's own,
// rate-limited; the threshold's report takes the item out of every public read, not its owner's.
callerFrom(session);

const m = moderationSuite('moderation-reports-');
const THRESHOLD = MODERATION_LIMITS.reportersToReview;

describe('POST /v1/reports', () => {
  it(`takes a pack out of every public read at the ${THRESHOLD}rd distinct reporter, not before`, async () => {
    const { owner, pack } = await m.publicPack('Reported Zebra Pack');
    const reporters = await m.people(THRESHOLD);
    const body = { kind: 'pack', reference: pack.reference, reason: 'spam' };
    for (const [i, who] of reporters.entries()) {
      const res = await m.report(who, body);
      expect(res.status).toBe(201);
      expect(res.body.data.result).toEqual({ reported: true, underReview: i === THRESHOLD - 1 });
      const listed = (await m.anonymous.packs('?q=Zebra')).map((p) => p.reference);
      if (i < THRESHOLD - 1) expect(listed).toContain(pack.reference);
      else expect(listed).not.toContain(pack.reference);
    }
    expect((await m.anonymous.packs()).map((p) => p.reference)).not.toContain(pack.reference);
    expect(await m.anonymous.packStatus(pack.reference)).toBe(404);
    expect(await m.anonymous.packStatus(pack.publicId)).toBe(404);
    expect(await m.anonymous.ogStatus(pack.reference)).toBe(404);
    expect(await m.anonymous.exportStatus(pack.publicId)).toBe(404);
    // Its owner still has it, marked as under review.
    expect(await getOwnPack(m.db(), owner.id, pack.reference)).toMatchObject({ moderation: 'REVIEW' });
    // Out of the gallery, it cannot be reported any more.
    const late = await m.report((await m.people(1))[0] ?? null, body);
    expect(late.status).toBe(404);
  });

  it('refuses a second report by the same person (409) and counts people, not reports', async () => {
    const { pack } = await m.publicPack('Twice Reported');
    const [a, b] = await m.people(2);
    const body = { kind: 'pack', reference: pack.reference, reason: 'hate' };
    expect((await m.report(a ?? null, body)).status).toBe(201);
    const again = await m.report(a ?? null, { ...body, reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body.details).toEqual({ reason: 'ALREADY_REPORTED' });
    expect((await m.report(b ?? null, body)).status).toBe(201);
    // Two people: still listed (the threshold is three).
    expect(await m.anonymous.packStatus(pack.reference)).toBe(200);
  });

  it("refuses one's own item (403), someone's private item (404), a stranger (401) and bad input (400)", async () => {
    const { owner, pack } = await m.publicPack('Own Pack');
    const own = await m.report(owner, { kind: 'pack', reference: pack.reference, reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.body).toMatchObject({ errorCode: 'FORBIDDEN', details: { reason: 'OWN_ITEM' } });
    const hidden = await m.publicPack('Private Pack', 'PRIVATE');
    const [stranger] = await m.people(1);
    const body = { kind: 'pack', reference: hidden.pack.reference, reason: 'spam' };
    expect((await m.report(stranger ?? null, body)).status).toBe(404);
    expect((await m.report(null, body)).status).toBe(401);
    const bad = await m.report(stranger ?? null, { ...body, reason: 'boring' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('VALIDATION_ERROR');
  });

  it(`limits one person to ${MODERATION_LIMITS.reportsPerWindow} reports a window (429)`, async () => {
    const [reporter] = await m.people(1);
    const packs = await Promise.all(
      Array.from({ length: MODERATION_LIMITS.reportsPerWindow + 1 }, (_, i) => m.publicPack(`Limit ${i}`)),
    );
    const statuses = [];
    for (const { pack } of packs)
      statuses.push(
        (await m.report(reporter ?? null, { kind: 'pack', reference: pack.reference, reason: 'spam' }))
          .status,
      );
    expect(statuses).toEqual([...Array(MODERATION_LIMITS.reportsPerWindow).fill(201), 429]);
    // Someone else is not limited by it.
    const [other] = await m.people(1);
    const last = packs.at(-1)?.pack.reference;
    expect((await m.report(other ?? null, { kind: 'pack', reference: last, reason: 'spam' })).status).toBe(
      201,
    );
  });

  it('takes a reported sticker out of the public list and search; its owner still lists it', async () => {
    const owner = (await m.people(1))[0];
    if (!owner) throw new Error('no owner');
    const [sticker] = await makeStickers(m.db(), owner.id, 1, {
      visibility: 'PUBLIC',
      names: ['Quokka Unique'],
    });
    if (!sticker) throw new Error('no sticker');
    expect((await m.anonymous.stickers('?q=Quokka')).map((s) => s.reference)).toEqual([sticker.reference]);
    for (const who of await m.people(THRESHOLD))
      expect(
        (await m.report(who, { kind: 'sticker', reference: sticker.reference, reason: 'violence' })).status,
      ).toBe(201);
    expect(await m.anonymous.stickers('?q=Quokka')).toEqual([]);
    expect((await m.anonymous.stickers()).map((s) => s.reference)).not.toContain(sticker.reference);
    const mine = await listStickers(m.db(), owner.id, { limit: 10 });
    expect(mine.items.find((s) => s.reference === sticker.reference)).toMatchObject({ moderation: 'REVIEW' });
  });

  it('takes a reported example character out of the examples', async () => {
    const example = await insertCharacter(m.db(), {
      reference: newReference(),
      isExample: true,
      name: 'Example Otter',
      status: 'CREATED',
    });
    if (!example) throw new Error('no example');
    expect((await m.anonymous.examples()).map((c) => c.reference)).toContain(example.reference);
    for (const who of await m.people(THRESHOLD))
      expect(
        (await m.report(who, { kind: 'character', reference: example.reference, reason: 'other' })).status,
      ).toBe(201);
    expect((await m.anonymous.examples()).map((c) => c.reference)).not.toContain(example.reference);
  });
});
