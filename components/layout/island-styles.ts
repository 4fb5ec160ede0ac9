import '@/app/studio.css';

// Imported lazily (components/layout/inline-styles.tsx after the first paint, and the loaders of
// islands that show without a click), so its stylesheet arrives as a chunk of its own. It is the
// studio's sheet, the one that covers every file: on a studio page it is the same chunk the layout
// links, so whichever arrives first, no smaller sheet lands after it and reorders Tailwind's
// utilities (a later sheet with `px-4` but not `sm:px-6` undid the studio's responsive layout).
export const ISLAND_STYLES = true;
