import { type Art, inked, line, type Paint } from './art';

// A speech bubble with "!", "?" or "…" and a thought bubble, the symbols drawn as paths. Each bubble's
// tail ends at the bottom-left corner of its box: the placer mirrors it to point at the head.

export type BubbleSymbol = '!' | '?' | '…';

function symbol(p: Paint, s: BubbleSymbol, cx: number, cy: number) {
  if (s === '!')
    return `<path d="M${cx - 5} ${cy - 22} L${cx + 5} ${cy - 22} L${cx + 3} ${cy + 6} L${cx - 3} ${cy + 6}Z" fill="${p.ink}" stroke="${p.ink}" stroke-width="${(p.sw * 0.8).toFixed(2)}" stroke-linejoin="round"/><circle cx="${cx}" cy="${cy + 16}" r="5" fill="${p.ink}"/>`;
  if (s === '?')
    return `<path d="M${cx - 11} ${cy - 10} C${cx - 11} ${cy - 26} ${cx + 12} ${cy - 26} ${cx + 12} ${cy - 10} C${cx + 12} ${cy - 1} ${cx} ${cy - 1} ${cx} ${cy + 7}" ${line(p, 2.1)}/><circle cx="${cx}" cy="${cy + 17}" r="5" fill="${p.ink}"/>`;
  return [-16, 0, 16]
    .map((dx) => `<circle cx="${cx + dx}" cy="${cy + 4}" r="5.5" fill="${p.ink}"/>`)
    .join('');
}

export const speechBubble = (s: BubbleSymbol): Art => ({
  w: 100,
  h: 84,
  draw: (p) => `
    <path d="M50 4 C80 4 96 18 96 36 C96 54 80 66 54 66 C46 66 40 65 34 63 L6 80 L18 56 C8 50 4 44 4 36 C4 18 20 4 50 4Z" ${inked(p, '#ffffff', 1.1)}/>
    <path d="M22 22 C28 14 38 12 46 12" ${line(p, 0.9, '#d6e4f5')}/>
    ${symbol(p, s, 52, 34)}`,
});

export const thoughtBubble: Art = {
  w: 100,
  h: 90,
  draw: (p) => {
    const cloud =
      'M24 22 C26 8 44 4 52 12 C60 2 80 6 82 20 C96 22 98 42 86 48 C90 62 72 68 64 60 C56 70 36 70 32 60 C18 64 6 52 14 42 C2 36 8 20 24 22Z';
    return `
      <circle cx="8" cy="84" r="5" ${inked(p, '#ffffff', 0.8)}/>
      <circle cx="18" cy="70" r="8" ${inked(p, '#ffffff', 0.9)}/>
      <path d="${cloud}" ${inked(p, '#ffffff', 1.1)}/>
      <path d="M28 28 C32 20 40 16 48 18" ${line(p, 0.9, '#d6e4f5')}/>
      ${symbol(p, '…', 52, 32)}`;
  },
};
