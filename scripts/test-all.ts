// `npm test`: every check, in the order that fails fastest — lint, types, unit tests, the
// production build, the browser tests against that build, then the same tests on a copy of the
// project with an owner's edits to content/ (scripts/owner-edit-check.ts).
import { spawnSync } from "node:child_process";

const steps: [string, string[]][] = [
  ["npm", ["run", "lint"]],
  ["npm", ["run", "typecheck"]],
  ["npm", ["run", "test:unit"]],
  ["npm", ["run", "build"]],
  ["npm", ["run", "test:e2e"]],
  ["node", ["scripts/owner-edit-check.ts"]],
];

for (const [command, args] of steps) {
  console.log(`\n▶ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ All checks passed");
