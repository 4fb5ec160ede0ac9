import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeFileStem, whatsappChunkSizes } from '@/lib/exports/file-names';
import { isValidSetName, setNameFor, setTitleFor, stickerEmoji } from '@/lib/sticker-sets/names';
import { moves, reconcile } from '@/lib/sticker-sets/reconcile';
import { createZip } from '@/lib/exports/zip';

describe('Telegram set names and titles (Telegram’s rules)', () => {
  it('pack_<code>_by_<bot>: letters, digits, single underscores, starts with a letter, ≤ 64', () => {
    expect(setNameFor('ab23cdef', 'StickerfyBot')).toBe('pack_ab23cdef_by_StickerfyBot');
    expect(setNameFor('23456789', '@Sticker_fy_bot')).toBe('pack_23456789_by_Sticker_fy_bot');
    for (const code of ['abcdefgh', '99999999', 'zzzz2222', 'a'.repeat(16)]) {
      const name = setNameFor(code, 'A'.repeat(32));
      expect(isValidSetName(name)).toBe(true);
      expect(name.length).toBeLessThanOrEqual(64);
    }
    expect(() => setNameFor('', 'StickerfyBot')).toThrow();
    expect(() => setNameFor('abcd', 'bad__bot')).toThrow();
    expect(() => setNameFor('a'.repeat(40), 'B'.repeat(32))).toThrow();
    expect(isValidSetName('1pack_by_x')).toBe(false);
    expect(isValidSetName('pack__x')).toBe(false);
    expect(isValidSetName('pack-x')).toBe(false);
  });

  it('titles: the pack name, whitespace folded, ≤ 64 whole characters, never empty', () => {
    expect(setTitleFor('  My   pack ', 'Stickerfy')).toBe('My pack');
    expect([...setTitleFor('😀'.repeat(70), 'x')]).toHaveLength(64);
    expect(setTitleFor('   ', 'Stickerfy')).toBe('Stickerfy');
  });

  it('1–20 distinct emoji; none → a neutral one', () => {
    expect(stickerEmoji([])).toEqual(['🙂']);
    expect(stickerEmoji(['😀', '😀', ' ', '🎉'])).toEqual(['😀', '🎉']);
    expect(
      stickerEmoji(Array.from({ length: 30 }, (_, i) => String.fromCodePoint(0x1f600 + i))),
    ).toHaveLength(20);
  });

  it('WhatsApp chunks: 3–30 each, balanced, none for fewer than 3', () => {
    expect(whatsappChunkSizes(2)).toEqual([]);
    expect(whatsappChunkSizes(3)).toEqual([3]);
    expect(whatsappChunkSizes(30)).toEqual([30]);
    expect(whatsappChunkSizes(31)).toEqual([16, 15]);
    expect(whatsappChunkSizes(61)).toEqual([21, 20, 20]);
    for (let n = 3; n <= 120; n++) {
      const sizes = whatsappChunkSizes(n);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(3);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(30);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
  });

  it('download names are header-safe', () => {
    expect(safeFileStem('Été / "fun" 🌞')).toBe('Ete-fun');
    expect(safeFileStem('猫')).toBe('sticker-pack');
    expect(safeFileStem('a\r\nb')).toBe('a-b');
  });
});

describe('reconcile: our rows against getStickerSet', () => {
  const tg = (...uids: string[]) => uids.map((u) => ({ file_id: `f-${u}`, file_unique_id: u }));
  it('records known stickers, resolves intents in order, drops the missing, reports orphans', () => {
    const r = reconcile(tg('u1', 'u2', 'u9', 'u7'), [
      { stickerId: 'a', fileId: 'old', fileUniqueId: 'u1', position: 0 },
      { stickerId: 'b', fileId: 'old', fileUniqueId: 'u3', position: 1 },
      { stickerId: 'c', fileId: '', fileUniqueId: null, position: 2 },
      { stickerId: 'd', fileId: '', fileUniqueId: null, position: 1 },
    ]);
    expect(r.record).toEqual([
      { stickerId: 'a', fileId: 'f-u1', fileUniqueId: 'u1', position: 0 },
      { stickerId: 'd', fileId: 'f-u2', fileUniqueId: 'u2', position: 1 },
      { stickerId: 'c', fileId: 'f-u9', fileUniqueId: 'u9', position: 2 },
    ]);
    expect(r.drop).toEqual(['b']);
    expect(r.orphans).toEqual([{ file_id: 'f-u7', file_unique_id: 'u7' }]);
  });

  it('an intent whose add never happened is dropped', () => {
    const r = reconcile(tg('u1'), [
      { stickerId: 'a', fileId: 'f', fileUniqueId: 'u1', position: 0 },
      { stickerId: 'x', fileId: '', fileUniqueId: null, position: 120 },
    ]);
    expect(r.drop).toEqual(['x']);
    expect(r.orphans).toEqual([]);
  });

  it('moves: left-to-right moves that give the target order, fewer than the stickers', () => {
    const apply = (cur: string[], ms: { id: string; position: number }[]) => {
      const out = [...cur];
      for (const m of ms) {
        out.splice(out.indexOf(m.id), 1);
        out.splice(m.position, 0, m.id);
      }
      return out;
    };
    expect(moves(['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual([]);
    expect(moves(['a', 'b', 'c', 'd'], ['d', 'a', 'b', 'c'])).toEqual([{ id: 'd', position: 0 }]);
    for (let trial = 0; trial < 200; trial++) {
      const cur = Array.from({ length: 1 + (trial % 12) }, (_, i) => `s${i}`);
      const target = [...cur].sort(() => Math.random() - 0.5);
      const ms = moves(cur, target);
      expect(apply(cur, ms)).toEqual(target);
      expect(ms.length).toBeLessThan(cur.length);
    }
  });
});

describe('ZIP writer (STORE, CRC-32)', () => {
  const write = (zip: Buffer) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'zip-unit-')), 'a.zip');
    fs.writeFileSync(file, zip);
    return file;
  };
  const test = (zip: Buffer) =>
    execFileSync('python3', ['-m', 'zipfile', '-t', write(zip)], { encoding: 'utf8' });
  const check = (zip: Buffer) => {
    const file = write(zip);
    const tested = test(zip);
    const script =
      'import sys,zipfile,json;z=zipfile.ZipFile(sys.argv[1]);print(json.dumps({i.filename:[z.read(i).hex(),i.compress_type,i.date_time[0]] for i in z.infolist()}))';
    return {
      tested,
      listing: JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })),
    };
  };

  it('python reads back every entry byte for byte, UTF-8 names and folders included', () => {
    const bin = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256));
    const zip = createZip([
      { name: 'manifest.json', data: '{"a":1}\n', date: new Date(2024, 5, 1, 12, 30, 10) },
      { name: 'Été 🌞/01.webp', data: bin },
      { name: 'empty.txt', data: '' },
    ]);
    const { tested, listing } = check(zip);
    expect(tested).toContain('Done testing');
    expect(tested).not.toContain('corrupted');
    expect(listing['manifest.json']).toEqual([Buffer.from('{"a":1}\n').toString('hex'), 0, 2024]);
    expect(listing['Été 🌞/01.webp'][0]).toBe(bin.toString('hex'));
    expect(listing['empty.txt'][0]).toBe('');
  });

  it('a flipped byte is caught by the CRC', () => {
    const zip = createZip([{ name: 'a.bin', data: Buffer.alloc(100, 1) }]);
    zip.writeUInt8((zip[40] ?? 0) ^ 0xff, 40);
    expect(test(zip)).toContain('corrupted');
  });

  it('refuses unsafe or duplicate names', () => {
    for (const name of ['../x', '/abs', 'a\\b', 'a/../../b', ''])
      expect(() => createZip([{ name, data: 'x' }])).toThrow();
    expect(() =>
      createZip([
        { name: 'a', data: '1' },
        { name: 'a', data: '2' },
      ]),
    ).toThrow();
    expect(check(createZip([])).listing).toEqual({});
  });
});
