import { configDefaults, defineConfig } from "vitest/config";
import unit from "./vitest.config.ts";

// Stryker's tests (stryker.config.json): those of the logic it mutates and of what reads it. Not
// the build's and the servers' tests, which spawn the project itself, nor the two generated
// tests against the whole build (16 and 20 s): each covers nearly every line of model/, so each
// mutant there would run them, some hours a run on two cores. `npm test` runs them all.
export default defineConfig({
  test: {
    ...unit.test,
    include: [
      "model/**/*.test.{ts,tsx}",
      "editor/**/*.test.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
      "scripts/content/**/*.test.{ts,tsx}",
      "scripts/photos/**/*.test.{ts,tsx}",
      // The editor's sources and the local server's answers, through the servers they talk to.
      "scripts/published/github-source.test.ts",
      "scripts/published/github-source-faults.test.ts",
      "scripts/local/local-source.test.ts",
      "scripts/local/editor-backend.test.ts",
      "scripts/local/request-shapes.test.ts",
    ],
    exclude: [
      ...configDefaults.exclude,
      "editor/checks/whole-check-generated.test.ts",
      "scripts/content/optional-facts.test.tsx",
    ],
  },
});
