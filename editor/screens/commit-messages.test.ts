import { expect, it } from "vitest";
import { collections } from "../fields/collections.ts";
import { commitMessages, removalMessage } from "./commit-messages.ts";
import type { Entry } from "./entries.ts";

const entryOf = (name: string, path: string): Entry => {
  const collection = collections.find((candidate) => candidate.name === name);
  if (!collection) throw new Error(`no collection ${name}`);
  return { collection, name: "kok", label: "Kök", path };
};
const section = entryOf("portfolio", "content/portfolio/kok/avsnitt.yaml");
const fixed = collections.find((collection) => collection.files?.length)?.name ?? "";

it("names a new section by its kind and heading: added, taken away again, added again", () => {
  expect(commitMessages(section, "Köket", true)).toEqual({
    publish: "Redigeraren: lade till avsnittet Köket",
    undo: "Redigeraren: tog bort avsnittet Köket igen",
    redo: "Redigeraren: lade till avsnittet Köket igen",
  });
});

it("names a change by the collection and the entry: changed, undone, made again", () => {
  const label = section.collection.label;
  expect(commitMessages(section, "Köket", false)).toEqual({
    publish: `Redigeraren: ändrade ${label} › Köket`,
    undo: `Redigeraren: ångrade ändringen av ${label} › Köket`,
    redo: `Redigeraren: gjorde om ändringen av ${label} › Köket`,
  });
});

it("names a new file of a collection of files as a change, having no kind of its own", () => {
  const entry = entryOf(fixed, "content/terms.yaml");
  expect(commitMessages(entry, "Villkoren", true).publish).toBe(
    `Redigeraren: ändrade ${entry.collection.label} › Villkoren`,
  );
});

it("names a removal by its kind, and has none for a file that cannot be removed", () => {
  expect(removalMessage(section, "Köket")).toBe("Redigeraren: tog bort avsnittet Köket");
  expect(removalMessage(entryOf(fixed, "content/terms.yaml"), "Villkoren")).toBeNull();
});
