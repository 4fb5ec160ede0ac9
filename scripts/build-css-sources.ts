// Writes app/css-sources/<sheet>.css: the files whose class names each stylesheet's Tailwind
// utilities come from (scripts/css-source-graph.ts). next.config.ts does the same before every build
// and dev start; run it by hand to commit the lists:
//   npx tsx scripts/build-css-sources.ts
// tests/unit/css-sources.test.ts fails while the committed lists differ from what this writes.
import { writeCssSources } from './css-source-graph';

for (const [name, count] of Object.entries(writeCssSources()))
  console.log(`app/css-sources/${name}.css: ${count} files`);
