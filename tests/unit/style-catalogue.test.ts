import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STYLE_SEEDS } from '@/lib/config/styles';
import { normalizeRarity, STYLE_TABS, type StyleDto, styleInTab } from '@/lib/contracts/styles';

const asDto = (s: (typeof STYLE_SEEDS)[number]): StyleDto => ({
  id: s.reference,
  reference: s.reference,
  name: s.name,
  description: s.description,
  categoryName: s.categoryName,
  image: `/styles/${s.reference}.webp`,
  order: 0,
  rarity: normalizeRarity(s.rarity),
  rarityLabel: 'common',
  costInCredits: s.costInCredits,
  isFree: s.costInCredits === 0,
  owned: false,
});

describe('the style catalogue (the landing promises 100+ styles)', () => {
  it('holds at least 100 styles with unique references, names and a prompt for the hosted model', () => {
    expect(STYLE_SEEDS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(STYLE_SEEDS.map((s) => s.reference)).size).toBe(STYLE_SEEDS.length);
    expect(new Set(STYLE_SEEDS.map((s) => s.name)).size).toBe(STYLE_SEEDS.length);
    for (const s of STYLE_SEEDS) expect(s.prompt.length, s.reference).toBeGreaterThan(s.name.length);
  });

  it('fills every catalogue tab (My and Favourite depend on the user)', () => {
    for (const tab of STYLE_TABS.filter((t) => t !== 'my' && t !== 'favourite')) {
      const n = STYLE_SEEDS.filter((s) => styleInTab(asDto(s), tab, false)).length;
      expect(n, tab).toBeGreaterThanOrEqual(tab === 'all' ? 100 : 5);
    }
  });

  it('every style has a committed preview drawn by our renderer', () => {
    for (const s of STYLE_SEEDS) {
      const file = path.resolve('public/styles', `${s.reference}.webp`);
      expect(fs.existsSync(file), s.reference).toBe(true);
      expect(fs.statSync(file).size).toBeLessThanOrEqual(40 * 1024);
    }
  });
});
