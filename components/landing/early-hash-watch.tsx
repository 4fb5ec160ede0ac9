/** The window property where the landing keeps the last section fragment jumped to before hydration. */
export const EARLY_JUMP_KEY = '__stickerfyJump';

// A jump to a section ("See pricing", a footer link) can come before the landing has hydrated, which
// takes seconds on a slow phone. Next's router then starts by rewriting the address without the
// fragment (history.replaceState), so the pin (hash-target-pin.tsx) never learnt where the visitor
// went, and the browser's smooth scroll, aimed while the sections below still had placeholder
// heights, ended hundreds of pixels off (seen: #faq 221 px above the window). This inline script
// remembers the fragment until the pin takes over. It sits after the landing's sections: the parser
// waits for the stylesheet before running an inline script, so one above the hero kept the hero out
// of the first paint. A jump made in the moment between that paint and this script is in the address
// when it runs, so it starts from the address and then follows the hashchange events, by the event's
// URL: Next may already have rewritten the address when one runs.
const SCRIPT = `window.${EARLY_JUMP_KEY}=location.hash;addEventListener("hashchange",function(e){window.${EARLY_JUMP_KEY}=new URL(e.newURL).hash})`;

export function EarlyHashWatch() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
