// `npm test`: every check, one after another, in the order that fails fastest — lint, types,
// unit tests, the production build, the browser tests on the project's own content (the demo),
// the visitor's paths in WebKit (tests/webkit), the published editor end to end in the publishing rehearsal (tests/published), then the
// owner-edit check: the unit tests, the specs that read content/ and the editor's sessions on a
// copy with an owner's edits (scripts/owner-edit-check.ts). Each browser spec runs on the content
// it needs (scripts/test-passes.ts). Each step's time is printed after it, and the whole run's at
// the end.
import { minutes } from "./duration.ts";
import { freePort } from "./free-port.ts";
import {
  ownerCopiesPlace,
  ownerCopySteps,
  prepareOwnerCopy,
  removeOwnerCopy,
} from "./owner-edit-check.ts";
import { runStep } from "./run-steps.ts";
import { projectSpecs } from "./test-passes.ts";

const begun = performance.now();
try {
  for (const step of [
    ["run", "lint"],
    ["run", "typecheck"],
    ["run", "test:unit"],
    ["run", "build"],
    ["run", "test:e2e", "--", ...projectSpecs],
    ["run", "test:webkit"],
  ]) {
    await runStep({ command: "npm", args: step });
  }
  await runStep({
    command: "npx",
    args: ["playwright", "test", "--config", "tests/published/playwright.config.ts"],
    env: { E2E_PORT: String(await freePort()) },
  });
  await prepareOwnerCopy();
  for (const step of await ownerCopySteps()) await runStep(step);
} catch {
  console.error(`  The owner's edited copy, where made, is kept in ${ownerCopiesPlace}`);
  process.exit(1);
}
await removeOwnerCopy();
console.log(`\n✔ All checks passed in ${minutes(performance.now() - begun)}`);
