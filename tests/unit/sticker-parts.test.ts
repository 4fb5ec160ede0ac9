import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf, PART_IDS, PARTS_BY_KIND } from '@/lib/media/sticker/parts/catalogue';
import { findPartWordProblems } from '@/lib/media/sticker/parts/check-words';
import { chooseFrom, compileMatcher, PART_WORDS_DIR, wordPattern } from '@/lib/media/sticker/parts/match';
import { chooseParts, choosePose, partMatcher, readPartWords } from '@/lib/media/sticker/parts/words';
import { DEFAULT_POSES, POSE_IDS } from '@/lib/media/sticker/body/poses';

// Words → drawn parts (lib/media/sticker/parts): the word lists of every label language, matched in
// any script, one part of each kind chosen per seed.
const dir = path.resolve(__dirname, '../..', PART_WORDS_DIR);
// The parts only: pose words (the drawn body's pose) are tested on their own below.
const match = (text: string, language = 'en') =>
  partMatcher()
    .match(text, language)
    .filter((id) => kindOf(id) !== 'pose');
const poses = (text: string, language = 'en') =>
  partMatcher()
    .match(text, language)
    .filter((id) => kindOf(id) === 'pose');

describe('sticker part words', () => {
  it('finds the parts a description names, in English', () => {
    expect(match('Dancing in a party hat')).toEqual(expect.arrayContaining(['party-hat', 'music-notes']));
    expect(match('holding a game controller')).toEqual(['game-controller']);
    expect(match('Yawning in PYJAMAS')).toEqual(['nightcap', 'pillow', 'zzz']);
    expect(match('drinking coffee')).toEqual(['coffee-cup']);
    expect(match('waving hello')).toEqual(['speech-exclaim']);
    // Whole words: a cap is not in "capital", a crown in a flower crown is the flower crown.
    expect(match('visiting the capital')).toEqual([]);
    expect(match('a flower crown')).toEqual(['flower-crown', 'bouquet']);
  });

  it('finds them in Japanese, written without spaces', () => {
    expect(match('コーヒーを飲んでいる', 'ja')).toEqual(['coffee-cup']);
    expect(match('ゲームのコントローラーを持って', 'ja')).toEqual(['game-controller']);
    expect(match('パジャマであくび', 'ja')).toEqual(expect.arrayContaining(['nightcap', 'zzz']));
  });

  it('finds them in Arabic (attached article) and Hindi', () => {
    expect(match('يشرب القهوة', 'ar')).toEqual(['coffee-cup']);
    expect(match('يحمل كتاب', 'ar')).toEqual(['book']);
    expect(match('कॉफी पी रहा है', 'hi')).toEqual(['coffee-cup']);
    expect(match('छाता लेकर बारिश में', 'hi')).toEqual(['umbrella']);
  });

  it('matches case-insensitively in other cased scripts, and the text may be in any language', () => {
    expect(match('ПЬЁТ КОФЕ', 'en')).toEqual(['coffee-cup']);
    expect(match('Trinkt Kaffee', 'ja')).toEqual(['coffee-cup']);
  });

  it('gives no parts to a description with no known word', () => {
    expect(match('Character in a natural, expressive pose related to the context')).toEqual([]);
    expect(match('Sticker 3 OK')).toEqual([]);
    expect(chooseParts('standing tall, looking at the viewer', 7)).toEqual({});
  });

  it('chooses one part of each kind, the same one for the same seed', () => {
    const matched = match('happy birthday party with confetti, in love, hello!');
    expect(matched.length).toBeGreaterThan(4);
    const a = chooseFrom(matched, 123);
    expect(chooseFrom(matched, 123)).toEqual(a);
    for (const [kind, id] of Object.entries(a)) {
      expect(kindOf(id as string)).toBe(kind);
      expect(matched).toContain(id);
    }
    expect(Object.keys(a).sort()).toEqual(['bubble', 'effect', 'prop', 'wear']);
    // Over seeds, every candidate prop turns up: the choice really is per seed.
    const props = new Set(Array.from({ length: 60 }, (_, s) => chooseFrom(matched, s).prop));
    expect(props).toEqual(new Set(matched.filter((id) => kindOf(id) === 'prop')));
    // A kind with one candidate gets it whatever the seed; a kind with none gets nothing.
    expect(chooseFrom(['crown'], 1)).toEqual({ wear: 'crown' });
  });

  it('finds the pose a text asks for, in several languages, and chooses one of several per seed', () => {
    expect(poses('Dancing in a party hat')).toEqual(['dance']);
    expect(poses('waving hello')).toEqual(['wave']);
    expect(poses('so sorry, thank you')).toEqual(['bow']);
    expect(poses('facepalm, oops')).toEqual(['facepalm']);
    expect(poses('tanzt auf der Party', 'de')).toEqual(['dance']);
    expect(poses('спит на диване', 'ru')).toEqual(['sleep']);
    expect(poses('手を振っている', 'ja')).toEqual(['wave']);
    expect(poses('يرقص في الحفلة', 'ar')).toEqual(['dance']);
    expect(poses('standing tall, looking at the viewer')).toEqual([]);
    expect(choosePose('dancing', 3)).toBe('dance');
    // Several candidates: each seed picks one of them, and over seeds each turns up.
    const picked = new Set(
      Array.from({ length: 40 }, (_, s) => choosePose('jumping and cheering, hooray', s)),
    );
    expect(picked).toEqual(new Set(['cheer', 'jump']));
    // The description's pose wins over the label's ("Hey!" would wave).
    for (let seed = 0; seed < 10; seed++)
      expect(choosePose(['friends hugging', 'friends hugging Hey!'], seed)).toBe('hug');
    expect(choosePose(['standing', 'standing Hey!'], 4)).toBe('wave');
    // No pose words: one of the cheerful defaults.
    expect(DEFAULT_POSES).toContain(choosePose('standing tall', 9));
  });

  it('compiles words: whole words, * endings, leading * for attached articles, phrases across spaces', () => {
    expect(wordPattern('cap')?.test('a cap!')).toBe(true);
    expect(wordPattern('cap')?.test('capital')).toBe(false);
    expect(wordPattern('celebrat*')?.test('celebrating')).toBe(true);
    expect(wordPattern('*قهوة')?.test('القهوة')).toBe(true);
    expect(wordPattern('good night')?.test('goodnight')).toBe(true);
    expect(wordPattern('  * ')).toBeNull();
    const m = compileMatcher({ en: { crown: ['crown'] }, de: { crown: ['kö'] }, xx: { cake: ['nope'] } });
    expect(m.match('crown')).toEqual(['crown']);
    // Another language's short word counts only when the sticker is in that language.
    expect(m.match('kö')).toEqual([]);
    expect(m.match('kö', 'de')).toEqual(['crown']);
  });
});

describe('the part word files', () => {
  it('name the same parts as English in all 39 label languages, with no empty word', () => {
    expect(findPartWordProblems(dir).map((p) => `${p.locale} ${p.kind} ${p.key}`)).toEqual([]);
    const files = readPartWords(dir);
    expect(Object.keys(files)).toHaveLength(39);
    expect(Object.keys(files.en ?? {}).sort()).toEqual([...PART_IDS, ...POSE_IDS].sort());
    expect(POSE_IDS.length).toBeGreaterThanOrEqual(12);
    expect(PARTS_BY_KIND.wear).toHaveLength(9);
    expect(PARTS_BY_KIND.prop).toHaveLength(15);
    expect(PARTS_BY_KIND.effect).toHaveLength(10);
  });

  it('the checker catches a missing part, an extra one, an empty word and a word out of script', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'part-words-'));
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(tmp, f));
    const edit = (code: string, change: (parts: Record<string, string[]>) => void) => {
      const file = path.join(tmp, `${code}.json`);
      const j = JSON.parse(fs.readFileSync(file, 'utf8')) as { parts: Record<string, string[]> };
      change(j.parts);
      fs.writeFileSync(file, JSON.stringify(j));
    };
    edit('de', (p) => {
      delete p.crown;
    });
    edit('fr', (p) => {
      p.unicorn = ['licorne'];
    });
    edit('es', (p) => {
      p.cake = ['pastel', ' '];
    });
    edit('ja', (p) => {
      p.cake = ['cake'];
    });
    edit('it', (p) => {
      p.gift = [];
    });
    fs.rmSync(path.join(tmp, 'el.json'));
    const found = findPartWordProblems(tmp)
      .map((p) => `${p.locale}:${p.kind}:${p.key}`)
      .sort();
    expect(found).toEqual([
      'de:missing:crown',
      'el:missing:(file)',
      'es:empty:cake.1',
      'fr:extra:unicorn',
      'it:empty:gift',
      'ja:script:cake.0',
    ]);
  });
});
