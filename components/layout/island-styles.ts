import '@/app/studio.css';

// Imported only beside an island's code (with-island-styles.ts: dialogs, menus, the signed-in header,
// the pricing cards), so its stylesheet arrives as a chunk of its own, on the pages and at the moment
// that show an island; a visitor who opens none fetches it never. It is the studio's sheet, the one
// that covers every file: on a studio page it is the same chunk the layout links, so whichever
// arrives first, no smaller sheet lands after it and reorders Tailwind's utilities (a later sheet
// with `px-4` but not `sm:px-6` undid the studio's responsive layout).
export const ISLAND_STYLES = true;
