// `npm test`: every check, in the order that fails fastest — lint, types, unit tests, the
// production build, the browser tests against that build, then the owner-edit check: the tests
// that read content/ on a copy of the project with an owner's edits (scripts/owner-edit-check.ts),
// and the published editor end to end in the publishing rehearsal (tests/published).
// Each browser spec runs on the content it needs (scripts/test-passes.ts). Each step's time is
// printed after it, and the whole run's at the end.
import { spawnSync } from "node:child_process";
import { minutes } from "./duration.ts";
import { freePort } from "./free-port.ts";
import { projectSpecs } from "./test-passes.ts";

const steps: [string, string[], Record<string, string>?][] = [
  ["npm", ["run", "lint"]],
  ["npm", ["run", "typecheck"]],
  ["npm", ["run", "test:unit"]],
  ["npm", ["run", "build"]],
  ["npm", ["run", "test:e2e", "--", ...projectSpecs]],
  [
    "npx",
    ["playwright", "test", "--config", "tests/published/playwright.config.ts"],
    { E2E_PORT: String(await freePort()) },
  ],
  ["node", ["scripts/owner-edit-check.ts"]],
];

const begun = performance.now();
for (const [command, args, env] of steps) {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`  (${minutes(performance.now() - started)})`);
}
console.log(`\n✔ All checks passed in ${minutes(performance.now() - begun)}`);
