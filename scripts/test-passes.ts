// Which browser specs run on which content, so that no spec runs twice for nothing: `npm test`
// runs the browser tests once on the project's own content (the demo) and once on a copy with an
// owner's edits (scripts/owner-edit-check.ts). A spec that reads content/ runs on the copy, whose
// content is the demo's with an owner's changes: the same pages, one more section and text page,
// and fewer facts. A spec runs on the project's content when it reads none of content/, or when
// its tests take another branch on the facts the copy leaves out (the reviews widget, a TikTok
// profile, the organisation number), so both branches run in a browser.
import { readdirSync } from "node:fs";
import { join } from "node:path";

const specsFolder = join(import.meta.dirname, "..", "tests", "e2e");

/** Read no value of content/: the shipped nginx configuration, bad requests, the not-found
 * page's own copy, pages drawn without a stylesheet request, and no page moved by its fonts. */
const contentIndependent = [
  "nginx.spec.ts",
  "hardening.spec.ts",
  "not-found.spec.ts",
  "stylesheets.spec.ts",
  "fonts.spec.ts",
];
/** Branch on the facts the owner's copy leaves out: the about section's reviews, the footer's
 * profiles, the contact details' organisation number. */
const branchOnLeftOutFacts = ["home.spec.ts", "layout.spec.ts", "text-pages.spec.ts"];

const all = readdirSync(specsFolder)
  .filter((file) => file.endsWith(".spec.ts"))
  .sort();
const paths = (files: string[]) => files.map((file) => `tests/e2e/${file}`);

/** The specs run on the project's own content. */
export const projectSpecs = paths([...contentIndependent, ...branchOnLeftOutFacts].sort());
/** The specs run on the copy with the owner's edits. */
export const ownerEditSpecs = paths(all.filter((file) => !contentIndependent.includes(file)));
