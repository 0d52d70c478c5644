// `npm test`: every check, one after another, in the order that fails fastest — lint, types, then
// in a copy of the project with an owner's edits (scripts/owner-edit-check.ts) the unit tests,
// the one build of the site, the visitor's paths in WebKit (tests/webkit) and every browser test
// in Chromium (playwright.config.ts). Each step's time is
// printed after it, and all of them in a table at the end.
import {
  ownerCopiesPlace,
  ownerCopySteps,
  prepareOwnerCopy,
  removeOwnerCopy,
} from "./owner-edit-check.ts";
import { runStep, stepTable } from "./run-steps.ts";

const begun = performance.now();
try {
  for (const step of ["lint", "typecheck"]) {
    await runStep({ command: "npm", args: ["run", step] });
  }
  await prepareOwnerCopy();
  for (const step of await ownerCopySteps()) await runStep(step);
} catch {
  console.error(`\n${stepTable(performance.now() - begun)}`);
  console.error(`  The owner's edited copy, where made, is kept in ${ownerCopiesPlace}`);
  process.exit(1);
}
await removeOwnerCopy();
console.log(`\n${stepTable(performance.now() - begun)}`);
console.log(`\n✔ All checks passed`);
