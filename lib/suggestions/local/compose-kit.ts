import type { PhraseBank } from './phrase-bank';

// The small pieces every local composer shares: a seeded random source, shuffling and the text
// helpers that fill a description template.

export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(list: readonly T[], r: () => number): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

export const pickOne = <T>(list: readonly T[], r: () => number) => list[Math.floor(r() * list.length)] as T;

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
export const cap = (s: string, language: string) => s.charAt(0).toLocaleUpperCase(language) + s.slice(1);
export const short = (s: string, n: number) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);
export const whoOf = (bank: PhraseBank, charactersAmount: number) =>
  charactersAmount > 1 ? bank.who.many : bank.who.one;
/** A label as a sticker's name: without its closing punctuation or Spanish opening marks. */
export const asName = (label: string) => label.replace(/[\s!?.…！？。]+$/u, '').replace(/^[¡¿]/u, '');

/** A sticker's description: who does what, and where when a setting is given. */
export function describeAction(
  { bank, language }: { bank: PhraseBank; language: string },
  who: string,
  action: string,
  scene: string | undefined,
) {
  const values = { who, action, scene: scene ?? '' };
  return short(
    cap(fill(scene ? bank.templates.describe : bank.templates.describePlain, values), language),
    300,
  );
}
