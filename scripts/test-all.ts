// `npm test`: every check, in the order that fails fastest — lint, types, unit tests, the
// production build, the unit tests again on a copy with an owner's edits — then the browser tests
// in two lanes side by side (scripts/run-steps.ts): the specs on the project's own content (the
// demo), the published editor end to end in the publishing rehearsal (tests/published), then the
// editor's sessions under `npm start` on a second edited copy; beside them, on the first, the
// specs that read content/ (scripts/owner-edit-check.ts). Each browser spec runs on the content it
// needs (scripts/test-passes.ts). Each step's time is printed after it, and the whole run's at
// the end.
import { minutes } from "./duration.ts";
import { freePort } from "./free-port.ts";
import {
  ownerCopiesPlace,
  ownerCopySteps,
  prepareOwnerCopies,
  removeOwnerCopies,
} from "./owner-edit-check.ts";
import { runLanes, runStep, type Step, stopAll } from "./run-steps.ts";
import { projectSpecs } from "./test-passes.ts";

process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

const begun = performance.now();
try {
  for (const step of [
    ["run", "lint"],
    ["run", "typecheck"],
    ["run", "test:unit"],
    ["run", "build"],
  ]) {
    await runStep({ command: "npm", args: step });
  }
  // Every browser pass needs Chromium, the lanes' too: installed here once if missing.
  await runStep({ command: "node", args: ["scripts/ensure-chromium.ts"] });
  await prepareOwnerCopies();
  const { units, pages, editor } = await ownerCopySteps();
  await runStep(units);
  const demo: Step[] = [
    { command: "npm", args: ["run", "test:e2e", "--", ...projectSpecs] },
    {
      command: "npx",
      args: ["playwright", "test", "--config", "tests/published/playwright.config.ts"],
      env: { E2E_PORT: String(await freePort()) },
    },
  ];
  await runLanes([[...demo, editor], [pages]]);
} catch {
  console.error(`  The owner's edited copies, where made, are kept in ${ownerCopiesPlace}`);
  process.exit(1);
}
await removeOwnerCopies();
console.log(`\n✔ All checks passed in ${minutes(performance.now() - begun)}`);
