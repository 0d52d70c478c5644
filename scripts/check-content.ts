// Stops the build when content/ has a mistake, naming the file and the field (and for a slip
// made while typing, the line and the column), so a typo in a price, an address or a photo never
// reaches the published site; lists the demo's placeholders still in content/, and stops on them
// too when the build is for publishing (--publicera).
import { join } from "node:path";
import { ContentError } from "#model/load.ts";
import { checkProject } from "./content/check-project.ts";
import { isPublishingBuild } from "./content/demo-placeholders.ts";
import { reportProblems } from "./content/problems-file.ts";

// The build's own arguments (--publicera) are options; another project's root may be given
// before them, as the tests give a copy of content/ with a slip in it.
const args = process.argv.slice(2);
const root = args.find((arg) => !arg.startsWith("--")) ?? join(import.meta.dirname, "..");

const check = await checkProject(root, isPublishingBuild(args, process.env));
if (check.errors.length > 0) {
  reportProblems(check.errors);
  console.error(new ContentError(check.errors).message);
  process.exit(1);
}
for (const notice of check.notices) console.warn(notice);
const { placeholders } = check;
for (const line of placeholders.lines) (placeholders.stop ? console.error : console.warn)(line);
if (placeholders.stop) process.exit(1);
console.log("content/: inga fel");
