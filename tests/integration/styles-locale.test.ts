import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as HISTORY } from '@/app/v1/credits/history/route';
import { POST as PURCHASE } from '@/app/v1/sticker-styles/[id]/purchase/route';
import { GET as PUBLIC } from '@/app/v1/sticker-styles/public/route';
import { GET as ALL } from '@/app/v1/sticker-styles/route';
import { GET as MINE } from '@/app/v1/sticker-styles/user/route';
import { STYLE_SEEDS } from '@/lib/config/styles';
import type { CreditHistoryEntry } from '@/lib/contracts/credits';
import type { Connection } from '@/lib/db/connect';
import { resolveUsableStyles } from '@/lib/styles/service';
import { createTestDb } from '../helpers/db';
import { jsonRequest, makeUser, params, session } from './characters-helpers';
import { callerFrom } from '../helpers/caller';

callerFrom(session);

let conn: Connection;
beforeAll(async () => {
  conn = await createTestDb();
});
afterAll(async () => conn.close());

type Named = { reference: string; name: string; description: string };
const itemsOf = async (res: Response) => ((await res.json()) as { data: { items: Named[] } }).data.items;
const byRef = (items: Named[]) => new Map(items.map((s) => [s.reference, s]));
const publicStyles = async (query = '') =>
  byRef(await itemsOf(await PUBLIC(jsonRequest(`/v1/sticker-styles/public${query}`, 'GET'), params())));

describe('sticker styles in the reader’s language', () => {
  it('/public names and describes the styles in ?locale=, English without it', async () => {
    const en = await publicStyles();
    expect(en.get('classic')).toMatchObject({ name: 'Classic', description: 'A standard, versatile look' });
    expect(en.get('blueprint')?.name).toBe('Blueprint');

    const de = await publicStyles('?locale=de');
    expect(de.get('classic')).toMatchObject({
      name: 'Klassisch',
      description: 'Ein vielseitiger Standard-Look',
    });
    expect(de.get('blueprint')?.name).toBe('Blaupause');
    expect(de.get('sticker-bomb')?.name).toBe('Stickerbombe');

    const ja = await publicStyles('?locale=ja');
    expect(ja.get('classic')?.name).toBe('クラシック');
    expect(ja.get('blueprint')).toMatchObject({ name: '設計図', description: 'シアンの製図風ライン' });
    const ar = await publicStyles('?locale=ar');
    expect(ar.get('candy')?.name).toBe('حلوى');

    // Each language is cached on its own: English is still English after the others were served.
    expect((await publicStyles()).get('classic')?.name).toBe('Classic');
    expect((await publicStyles('?locale=en')).get('classic')?.name).toBe('Classic');
    expect([...de.keys()]).toEqual([...en.keys()]);
  });

  it('refuses a language it does not have', async () => {
    const res = await PUBLIC(jsonRequest('/v1/sticker-styles/public?locale=xx', 'GET'), params());
    expect(res.status).toBe(400);
    expect((await res.json()).errorCode).toBe('VALIDATION_ERROR');
  });

  it('the list, the user’s styles and the history of a purchase read in the same language', async () => {
    const seed = STYLE_SEEDS.find((s) => s.reference === 'candy');
    if (!seed || seed.costInCredits === 0) throw new Error('candy is a paid catalogue style');
    session.user = await makeUser(conn.db, seed.costInCredits);
    const all = byRef(await itemsOf(await ALL(jsonRequest('/v1/sticker-styles?locale=fr', 'GET'), params())));
    expect(all.get('candy')).toMatchObject({ name: 'Bonbon', description: 'Roses doux et saturés' });
    expect(all.get('pop-art')?.name).toBe('Pop art');

    const bought = await PURCHASE(
      jsonRequest('/v1/sticker-styles/candy/purchase', 'POST', {}),
      params({ id: 'candy' }),
    );
    expect(bought.status).toBe(200);
    const mine = await itemsOf(await MINE(jsonRequest('/v1/sticker-styles/user?locale=uk', 'GET'), params()));
    expect(mine.map((s) => s.name)).toEqual(['Цукерка']);

    const history = async (query: string) => {
      const res = await HISTORY(jsonRequest(`/v1/credits/history${query}`, 'GET'), params());
      return ((await res.json()) as { data: CreditHistoryEntry[] }).data.find(
        (e) => e.detailCode === 'stylePurchase',
      );
    };
    const de = await history('?locale=de');
    expect(de?.detailParams).toMatchObject({ name: 'Bonbon', style: 'candy' });
    expect(de?.allocationDescription).toBe('Style: Candy'); // API clients keep the English text
    expect((await history('?locale=th'))?.detailParams?.name).toBe('แคนดี้');
    expect((await history(''))?.detailParams?.name).toBe('Candy');

    // What draws the sticker keeps the stored English (prompts, the renderer's family words).
    const [usable] = await resolveUsableStyles(conn.db, session.user.id, ['candy']);
    expect(usable).toMatchObject({ name: 'Candy', prompt: seed.prompt });
    session.user = null;
  });
});
