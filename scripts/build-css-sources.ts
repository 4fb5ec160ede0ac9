// Writes app/css-sources/<sheet>.css: the files whose class names each stylesheet's Tailwind
// utilities come from (scripts/css-source-graph.ts). Run after adding a component to a page:
//   npx tsx scripts/build-css-sources.ts
// tests/unit/css-sources.test.ts fails while the committed lists differ from what this writes.
import fs from 'node:fs';
import { cssSourceLists, SHEETS, sourcesCss } from './css-source-graph';

const lists = cssSourceLists();
fs.mkdirSync('app/css-sources', { recursive: true });
for (const name of SHEETS) {
  fs.writeFileSync(`app/css-sources/${name}.css`, sourcesCss(name, lists[name]));
  console.log(`app/css-sources/${name}.css: ${lists[name].length} files`);
}
