// The file a form reads and writes: a file saved as read is written as read, a new section is
// named by its key and begins with the comment of its kind, and a file that does not read says
// where, as the build does.
import { expect, it } from "vitest";
import { sectionFile } from "#model/content-paths.ts";
import { snapshot } from "../checks/on-disk.fixture.ts";
import { collections } from "../fields/collections.ts";
import { entriesOf, newEntryAt } from "./entries.ts";
import { entryFile } from "./entry-file.ts";

const terms = collections
  .flatMap((collection) => entriesOf(collection, snapshot))
  .find((entry) => entry.path === "content/terms.yaml");
if (!terms) throw new Error("no entry for content/terms.yaml");
const newSection = newEntryAt("portfolio");
if (!newSection) throw new Error("the portfolio takes no new section");

it("writes a file saved unchanged as it was read, byte for byte", () => {
  const file = entryFile(terms, snapshot);
  expect(file.read.error).toBeNull();
  expect(file.textOf(file.read.data)).toBe(snapshot.files[terms.path]?.raw);
  expect(file.draftKey).toBe(terms.path);
});

it("names a new section's file by its key, its text beginning with the comment of its kind", () => {
  const file = entryFile(newSection, snapshot);
  expect(file.isNew).toBe(true);
  expect(file.draftKey).toBe("ny:portfolio");
  expect(file.pathOf({ key: " kok-2 " })).toBe(`content/${sectionFile("kok-2")}`);
  const text = file.textOf({ key: "kok-2", title: "Kök" });
  expect(text).toMatch(/^# Ett avsnitt i portfolion/);
  expect(text).toMatch(/\n\nkey: kok-2\ntitle: Kök\n$/);
});

it("says where a file does not read, as the build says it, and fills no form from it", () => {
  const broken = {
    ...snapshot,
    files: { ...snapshot.files, [terms.path]: { raw: "deliveryHours: [24\n", version: "trasig" } },
  };
  const file = entryFile(terms, broken);
  expect(file.read.data).toEqual({});
  expect(file.read.error).toMatch(/^content\/terms\.yaml, rad \d+, kolumn \d+: /);
});
