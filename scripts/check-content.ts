// Stops the build when content/ has a mistake, naming the file and the field, so a typo in a
// price or an address never reaches the published site.
import { contentErrors } from "../app/lib/content/validate.ts";
import { contentModules } from "../content/index.ts";

const errors = contentErrors(contentModules);
if (errors.length > 0) {
  console.error(`Innehållet i content/ har ${errors.length} fel:\n`);
  for (const line of errors) console.error(`  ${line}`);
  console.error("\nRätta felen och bygg igen.");
  process.exit(1);
}
console.log("content/: inga fel");
