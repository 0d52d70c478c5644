import { expect, it } from "vitest";
import type { Problem } from "./files.ts";
import { refusingProblems } from "./save-problems.ts";

const section = "content/portfolio/kok/avsnitt.yaml";
const missing: Problem = {
  file: section,
  path: "photos[1].file",
  words: "content/portfolio/kok/02.jpg finns inte; ladda upp bilden eller ta bort raden",
  missing: "content/portfolio/kok/02.jpg",
};
const elsewhere: Problem = {
  file: "content/home.yaml",
  path: "",
  words: "en tabb där det ska vara mellanslag",
  at: { line: 5, col: 1 },
};

it("refuses a save for a problem it adds", () => {
  expect(refusingProblems([], [missing], ["content/terms.yaml"])).toEqual([missing]);
});

it("lets a save through a problem with a file it does not write, which was there before it", () => {
  expect(refusingProblems([elsewhere], [elsewhere], ["content/terms.yaml"])).toEqual([]);
});

it("refuses a save of a file whose problem was there before it: the file is never published broken", () => {
  expect(refusingProblems([missing, elsewhere], [missing, elsewhere], [section])).toEqual([
    missing,
  ]);
  expect(refusingProblems([elsewhere], [elsewhere], ["content/home.yaml"])).toEqual([elsewhere]);
});

it("takes a problem for the one before it by where it is and what it says, not by the object", () => {
  expect(refusingProblems([{ ...elsewhere }], [elsewhere], ["content/terms.yaml"])).toEqual([]);
  const moved = { ...elsewhere, at: { line: 6, col: 1 } };
  expect(refusingProblems([elsewhere], [moved], ["content/terms.yaml"])).toEqual([moved]);
});

it("does not take a file for another whose name begins like it", () => {
  const longer: Problem = { file: `${section}.bak`, path: "", words: "okänd fil" };
  expect(refusingProblems([longer], [longer], [section])).toEqual([]);
});
