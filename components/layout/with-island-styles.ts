// An island's code with the islands' stylesheet (island-styles.ts), loaded side by side: a public
// page's first-paint sheet has none of a dialog's or a menu's classes, and the island must not show
// before its styles. Every island of a public page loads through this, so the sheet is fetched only
// on pages and at moments that show one.
export function withIslandStyles<T>(load: () => Promise<T>): Promise<T> {
  return Promise.all([load(), import('./island-styles')]).then(([m]) => m);
}
