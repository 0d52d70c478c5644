import { expect, it } from "vitest";
import { refusingLines } from "./save-problems.ts";

const section = "content/portfolio/kok/avsnitt.yaml";
const missing = `${section}: photos[1].file: content/portfolio/kok/02.jpg finns inte; ladda upp bilden eller ta bort raden`;
const elsewhere = "content/home.yaml, rad 5, kolumn 1: en tabb där det ska vara mellanslag";

it("refuses a save for a line it adds", () => {
  expect(refusingLines([], [missing], ["content/terms.yaml"])).toEqual([missing]);
});

it("lets a save through a line about a file it does not write, which was there before it", () => {
  expect(refusingLines([elsewhere], [elsewhere], ["content/terms.yaml"])).toEqual([]);
});

it("refuses a save of a file whose line was there before it: the file is never published broken", () => {
  expect(refusingLines([missing, elsewhere], [missing, elsewhere], [section])).toEqual([missing]);
  expect(refusingLines([elsewhere], [elsewhere], ["content/home.yaml"])).toEqual([elsewhere]);
});

it("does not take a file for another whose name begins like it", () => {
  const longer = "content/portfolio/kok/avsnitt.yaml.bak: okänd fil";
  expect(refusingLines([longer], [longer], [section])).toEqual([]);
});
