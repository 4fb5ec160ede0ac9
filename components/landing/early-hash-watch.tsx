/** The window property where the landing keeps the last section fragment jumped to before hydration. */
export const EARLY_JUMP_KEY = '__stickerfyJump';

// A jump to a section ("See pricing", a footer link) can come before the landing has hydrated, which
// takes seconds on a slow phone. Next's router then starts by rewriting the address without the
// fragment (history.replaceState), so the pin (hash-target-pin.tsx) never learnt where the visitor
// went, and the browser's smooth scroll, aimed while the sections below still had placeholder
// heights, ended hundreds of pixels off (seen: #faq 221 px above the window). This inline script,
// parsed before anything can be clicked, remembers the fragment until the pin takes over.
// The event's URL, not the address: Next may already have rewritten the address when it runs.
const SCRIPT = `addEventListener("hashchange",function(e){window.${EARLY_JUMP_KEY}=new URL(e.newURL).hash})`;

export function EarlyHashWatch() {
  return <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}
